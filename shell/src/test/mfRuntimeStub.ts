/**
 * Stands in for the Module Federation runtime in jest: loadRemote imports each remote's exposed
 * module from source, so the shell's composition is tested without servers. Tests can make a
 * remote fail with `loadRemote.mockImplementationOnce(...)`.
 */
// Jest's stand-in for runtime federation: the one place an app's code reaches the remotes' exposed modules directly.
/* eslint-disable import-x/no-restricted-paths, import-x/no-relative-packages */
const exposed: Record<string, () => Promise<unknown>> = {
  'catalogue/ProductRoutes': () => import('../../../mfe-catalogue/src/exposes/ProductRoutes'),
  'catalogue/FeaturedProducts': () => import('../../../mfe-catalogue/src/exposes/FeaturedProducts'),
  'resources/ResourcesRoutes': () => import('../../../mfe-resources/src/exposes/ResourcesRoutes'),
  'quotation/ContactPage': () => import('../../../mfe-quotation/src/exposes/ContactPage'),
  'impact/ImpactMonitor': () => import('../../../mfe-impact/src/exposes/ImpactMonitor'),
};
/* eslint-enable import-x/no-restricted-paths, import-x/no-relative-packages */

export const registerRemotes = jest.fn();

export const loadRemote = jest.fn(async (id: string) => {
  const load = exposed[id];
  if (!load) throw new Error(`RUNTIME-004: no remote module ${id}`);
  return load();
});

/** The host instance the shell creates at runtime; its methods are the mocks above. */
export const createInstance = jest.fn(() => ({ loadRemote, registerRemotes }));
