import { footerQuickLinks, footerResourceLinks, mainNav } from './navigation';

const pairs = (items: { label: string; href: string }[]) => items.map((i) => [i.label, i.href]);

it('holds the five main items, with the resources sub-items under Resources', () => {
  expect(pairs(mainNav)).toEqual([
    ['Home', '/'],
    ['Our Story', '/our-story'],
    ['Products', '/products'],
    ['Resources', '/resources'],
    ['Request a Quotation', '/contact'],
  ]);
  expect(pairs(mainNav.find((i) => i.label === 'Resources')?.children ?? [])).toEqual([
    ['Projects', '/resources/projects'],
    ['FAQs', '/resources/faq'],
    ['Patents & Test Reports', '/resources/certificate'],
    ['Installation Guide', '/resources/installation'],
    ['News & Events', '/resources/news'],
  ]);
});

it('holds the footer link lists', () => {
  expect(pairs(footerQuickLinks)).toEqual([
    ['Home', '/'],
    ['Our Story', '/our-story'],
    ['Products', '/products'],
    ['Projects', '/projects'],
    ['Quotation', '/contact'],
    ['Contact Us', '/contact-us'],
  ]);
  expect(pairs(footerResourceLinks)).toEqual([
    ['FAQs', '/resources/faq'],
    ['Discover More', '/our-story'],
    ['Help & Support', '/contact'],
  ]);
});
