import { remoteRouteFor } from './remoteRoutes';

it.each([
  ['/products', 'catalogue/ProductRoutes'],
  ['/products/', 'catalogue/ProductRoutes'],
  ['/products/calculator', 'catalogue/ProductRoutes'],
  ['/resources/projects/3', 'resources/ResourcesRoutes'],
  ['/contact', 'quotation/ContactPage'],
  ['/contact/extra', undefined],
  ['/contact-us', undefined],
  ['/productsx', undefined],
  ['/', undefined],
  ['/our-story', undefined],
  // Under a language prefix, the same owners (the router's basename strips it the same way).
  ['/si/products/1/maple-ceiling-sheet', 'catalogue/ProductRoutes'],
  ['/ta/resources/faq', 'resources/ResourcesRoutes'],
  ['/si/contact', 'quotation/ContactPage'],
  ['/si/', undefined],
  // An unknown prefix is no language: nobody's route (a 404).
  ['/fr/products', undefined],
  ['/en/products', undefined],
])('%s belongs to %s', (path, remote) => {
  expect(remoteRouteFor(path)?.remote).toBe(remote);
});
