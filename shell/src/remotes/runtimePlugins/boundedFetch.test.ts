/** @jest-environment node */
import { boundedFetch } from './boundedFetch';

const URL_ = 'http://localhost:3001/mf-manifest.json';
const fetchOf = (plugin: ReturnType<typeof boundedFetch>) =>
  plugin.fetch as (url: string, init: RequestInit) => Promise<Response>;
const realFetch = globalThis.fetch;
let requested: string[];

beforeEach(() => {
  requested = [];
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

it('answers with what the remote sent when it arrives in time', async () => {
  globalThis.fetch = ((url: string) => {
    requested.push(url);
    return Promise.resolve(new Response('{"id":"catalogue"}'));
  }) as typeof fetch;
  expect(await (await fetchOf(boundedFetch(30))(URL_, {})).json()).toEqual({ id: 'catalogue' });
  expect(requested).toEqual([URL_]);
});
