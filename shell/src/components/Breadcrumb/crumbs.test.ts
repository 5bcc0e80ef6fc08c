import { buildCrumbs, MAX_CRUMBS, MAX_LABEL } from './crumbs';

it.each([
  ['/', [['Home', '/']]],
  [
    '/our-story',
    [
      ['Home', '/'],
      ['Our Story', '/our-story'],
    ],
  ],
  [
    '/contact',
    [
      ['Home', '/'],
      ['Quotation', '/contact'],
    ],
  ],
  [
    '/contact-us/',
    [
      ['Home', '/'],
      ['Contact Us', '/contact-us'],
    ],
  ],
  [
    '/products/3/golden-teak-ceiling-sheet',
    [
      ['Home', '/'],
      ['Products', '/products'],
      ['Golden Teak Ceiling Sheet', '/products/3/golden-teak-ceiling-sheet'],
    ],
  ],
  [
    '/resources/projects/7',
    [
      ['Home', '/'],
      ['Resources', '/resources'],
      ['Projects', '/resources/projects'],
    ],
  ],
  [
    '/resources/news-and-events',
    [
      ['Home', '/'],
      ['Resources', '/resources'],
      ['News And Events', '/resources/news-and-events'],
    ],
  ],
  [
    '/resources/%E0%B6%BB-x',
    [
      ['Home', '/'],
      ['Resources', '/resources'],
      ['ර X', '/resources/%E0%B6%BB-x'],
    ],
  ],
  [
    '/bad/%E0%A4%A',
    [
      ['Home', '/'],
      ['Bad', '/bad'],
      ['E0 A4 A', '/bad/%E0%A4%A'],
    ],
  ],
])('%s', (path, expected) => {
  expect(buildCrumbs(path).map((c) => [c.label, c.href])).toEqual(expected);
});

it('keeps a crafted URL from writing a message on the page: letters and digits only, capped, few levels', () => {
  const crumbs = buildCrumbs(
    '/call-0771234567-now-to-claim-your-free-ceiling-worth-500000-rupees%21%3Cb%3E/a/b/c/d/e/f/g',
  );
  expect(crumbs).toHaveLength(MAX_CRUMBS);
  expect(crumbs[1]!.label.length).toBeLessThanOrEqual(MAX_LABEL);
  expect(crumbs[1]!.label).toBe('Call 0771234567 Now To Claim…');
  expect(crumbs.every((c) => !/[<>!]/.test(c.label))).toBe(true);
});
