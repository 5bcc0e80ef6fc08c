import { buildCrumbs } from './crumbs';

it.each([
  ['/', [['Home', '/']]],
  ['/our-story', [['Home', '/'], ['Our Story', '/our-story']]],
  ['/contact', [['Home', '/'], ['Quotation', '/contact']]],
  ['/contact-us/', [['Home', '/'], ['Contact Us', '/contact-us']]],
  [
    '/products/3/golden-teak-ceiling-sheet',
    [['Home', '/'], ['Products', '/products'], ['Golden Teak Ceiling Sheet', '/products/3/golden-teak-ceiling-sheet']],
  ],
  ['/resources/projects/7', [['Home', '/'], ['Resources', '/resources'], ['Projects', '/resources/projects']]],
  ['/resources/news-and-events', [['Home', '/'], ['Resources', '/resources'], ['News And Events', '/resources/news-and-events']]],
  ['/resources/%E0%B6%BB-x', [['Home', '/'], ['Resources', '/resources'], ['ර X', '/resources/%E0%B6%BB-x']]],
  ['/bad/%E0%A4%A', [['Home', '/'], ['Bad', '/bad'], ['%E0%A4%A', '/bad/%E0%A4%A']]],
])('%s', (path, expected) => {
  expect(buildCrumbs(path).map((c) => [c.label, c.href])).toEqual(expected);
});
