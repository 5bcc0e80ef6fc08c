/** @jest-environment node */
import { handOverEarlyLoads } from '../earlyHandOff';
import { boundedFetch } from './boundedFetch';

const URL_ = 'http://localhost:3001/mf-manifest.json';
const fetchOf = (plugin: ReturnType<typeof boundedFetch>) =>
  plugin.fetch as (url: string, init: RequestInit) => Promise<Response>;
const realFetch = globalThis.fetch;
let requested: string[];

beforeEach(() => {
  requested = [];
  handOverEarlyLoads({ remotesJson: Promise.resolve({}), manifests: new Map() });
});
afterEach(() => {
  globalThis.fetch = realFetch;
});

/** A network where every request hangs until it is aborted. */
function hangingNetwork() {
  globalThis.fetch = ((url: string, init?: RequestInit) => {
    requested.push(url);
    return new Promise((_, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal!.reason)));
  }) as typeof fetch;
}

it('gives up on a manifest that does not arrive in time', async () => {
  hangingNetwork();
  await expect(fetchOf(boundedFetch(30))(URL_, {})).rejects.toMatchObject({ name: 'TimeoutError' });
  expect(requested).toEqual([URL_]);
});

it('hands over the manifest the early script fetched, once, without asking the network', async () => {
  hangingNetwork();
  globalThis.__ecopanelEarlyLoads!.manifests.set(URL_, Promise.resolve({ id: 'catalogue' }));
  const plugin = boundedFetch(30);
  expect(await (await fetchOf(plugin)(URL_, {})).json()).toEqual({ id: 'catalogue' });
  expect(requested).toEqual([]);
  // A second load (a Retry) goes to the network.
  await expect(fetchOf(plugin)(URL_, {})).rejects.toMatchObject({ name: 'TimeoutError' });
  expect(requested).toEqual([URL_]);
});

it('asks the network again when the early request failed', async () => {
  globalThis.fetch = ((url: string) => {
    requested.push(url);
    return Promise.resolve(new Response('{"id":"fresh"}'));
  }) as typeof fetch;
  globalThis.__ecopanelEarlyLoads!.manifests.set(URL_, Promise.reject(new Error('offline')));
  expect(await (await fetchOf(boundedFetch(30))(URL_, {})).json()).toEqual({ id: 'fresh' });
  expect(requested).toEqual([URL_]);
});
