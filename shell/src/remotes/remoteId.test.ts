import { exposedModule, remoteId } from './remoteId';

it('makes an id from a remote and its exposed module, and takes it apart again', () => {
  expect(remoteId({ remote: 'catalogue', expose: 'ProductRoutes' })).toBe('catalogue/ProductRoutes');
  expect(exposedModule('catalogue/ProductRoutes')).toEqual({ remote: 'catalogue', expose: 'ProductRoutes' });
  expect(exposedModule('resources/pages/Faq')).toEqual({ remote: 'resources', expose: 'pages/Faq' });
});
