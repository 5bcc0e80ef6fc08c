import { buildCrumbs, MAX_CRUMBS, MAX_LABEL } from './crumbs';

it.each([
  ['/', [['crumb.home', '/']]],
  [
    '/our-story',
    [
      ['crumb.home', '/'],
      ['crumb.our-story', '/our-story'],
    ],
  ],
  [
    '/contact',
    [
      ['crumb.home', '/'],
      ['crumb.contact', '/contact'],
    ],
  ],
  [
    '/contact-us/',
    [
      ['crumb.home', '/'],
      ['crumb.contact-us', '/contact-us'],
    ],
  ],
  [
    '/products/3/golden-teak-ceiling-sheet',
    [
      ['crumb.home', '/'],
      ['crumb.products', '/products'],
      ['Golden Teak Ceiling Sheet', '/products/3/golden-teak-ceiling-sheet'],
    ],
  ],
  [
    '/resources/projects/7',
    [
      ['crumb.home', '/'],
      ['Resources', '/resources'],
      ['crumb.projects', '/resources/projects'],
    ],
  ],
  [
    '/resources/news-and-events',
    [
      ['crumb.home', '/'],
      ['Resources', '/resources'],
      ['News And Events', '/resources/news-and-events'],
    ],
  ],
  [
    '/resources/%E0%B6%BB-x',
    [
      ['crumb.home', '/'],
      ['Resources', '/resources'],
      ['ර X', '/resources/%E0%B6%BB-x'],
    ],
  ],
  [
    '/bad/%E0%A4%A',
    [
      ['crumb.home', '/'],
      ['Bad', '/bad'],
      ['E0 A4 A', '/bad/%E0%A4%A'],
    ],
  ],
])('%s', (path, expected) => {
  // A page the site names is a message id (translated by Breadcrumb); any other crumb is named by its URL.
  expect(buildCrumbs(path).map((c) => [c.known ? `crumb.${c.known}` : c.label, c.href])).toEqual(expected);
});

it('keeps a crafted URL from writing a message on the page: letters and digits only, capped, few levels', () => {
  const crumbs = buildCrumbs(
    '/call-0771234567-now-to-claim-your-free-ceiling-worth-500000-rupees%21%3Cb%3E/a/b/c/d/e/f/g',
  );
  expect(crumbs).toHaveLength(MAX_CRUMBS);
  expect(crumbs[1]!.label!.length).toBeLessThanOrEqual(MAX_LABEL);
  expect(crumbs[1]!.label).toBe('Call 0771234567 Now To Claim…');
  expect(crumbs.every((c) => !/[<>!]/.test(c.label ?? ''))).toBe(true);
});
