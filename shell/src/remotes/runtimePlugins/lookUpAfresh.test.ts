/** @jest-environment node */
import type { ModuleFederation } from '@module-federation/runtime-tools/runtime';
import { lookUpAfresh, retryRemote } from './lookUpAfresh';

const DEPLOYED = 'https://catalogue.example/mf-manifest.json';

function setUp(found: string | undefined) {
  const registered: unknown[][] = [];
  const lookedUp: string[] = [];
  const origin = { registerRemotes: (...args: unknown[]) => registered.push(args) } as unknown as ModuleFederation;
  const plugin = lookUpAfresh(async (name) => {
    lookedUp.push(name);
    return found;
  });
  const request = (id: string) =>
    (plugin.beforeRequest as (a: { id: string; options: unknown; origin: ModuleFederation }) => Promise<unknown>)({
      id,
      options: {},
      origin,
    });
  return { registered, lookedUp, request };
}

it('leaves a remote nobody retried as the runtime has it', async () => {
  const { registered, lookedUp, request } = setUp(DEPLOYED);
  const args = await request('catalogue/ProductsPage');
  expect(args).toMatchObject({ id: 'catalogue/ProductsPage' });
  expect(lookedUp).toEqual([]);
  expect(registered).toEqual([]);
});

it('registers a retried remote anew from where it is deployed now, on its next request only', async () => {
  const { registered, lookedUp, request } = setUp(DEPLOYED);
  retryRemote('catalogue');
  await request('impact/ImpactMonitor');
  expect(lookedUp).toEqual([]);
  await request('catalogue/ProductsPage');
  expect(lookedUp).toEqual(['catalogue']);
  expect(registered).toEqual([[[{ name: 'catalogue', entry: DEPLOYED }], { force: true }]]);
  // The attempt after that one is an ordinary load again.
  await request('catalogue/ProductsPage');
  expect(registered).toHaveLength(1);
});

it('loads as before when the remote cannot be found anew', async () => {
  const { registered, request } = setUp(undefined);
  retryRemote('catalogue');
  await expect(request('catalogue/ProductsPage')).resolves.toMatchObject({ id: 'catalogue/ProductsPage' });
  expect(registered).toEqual([]);
});
