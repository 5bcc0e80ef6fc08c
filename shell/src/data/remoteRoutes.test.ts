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
])('%s belongs to %s', (path, remote) => {
  expect(remoteRouteFor(path)?.remote).toBe(remote);
});
