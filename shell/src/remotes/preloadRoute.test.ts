import { earlyRemotesJson, takeEarlyManifest } from './earlyHandOff';
import { MANIFEST_URL, manifest } from './manifest.fixture';
import { preloadRoute } from './preloadRoute';

const answer = (body: unknown, ok = true) =>
  Promise.resolve({ ok, status: ok ? 200 : 404, json: () => Promise.resolve(body) });
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const preloads = () =>
  [...document.head.querySelectorAll('link[rel="preload"]')].map(
    (l) => `${l.getAttribute('as')} ${l.getAttribute('href')}`,
  );

describe('preloadRoute', () => {
  const fetchMock = jest.fn();
  beforeEach(() => {
    document.head.innerHTML = '';
    fetchMock.mockReset();
    globalThis.fetch = fetchMock as unknown as typeof fetch;
  });

  it("on a remote route, fetches remotes.json and that remote's manifest, and preloads its files", async () => {
    fetchMock.mockImplementation((url: string) =>
      url === '/remotes.json'
        ? answer({ catalogue: MANIFEST_URL, resources: 'https://res.example.com/mf-manifest.json' })
        : answer(manifest),
    );
    preloadRoute('/products/1/maple-ceiling-sheet');
    await settle();
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/remotes.json', MANIFEST_URL]);
    expect(preloads()).toEqual([
      'script https://catalogue.example.com/v2/remoteEntry.js',
      'script https://catalogue.example.com/v2/static/699.js',
      'script https://catalogue.example.com/v2/static/__federation_expose_ProductRoutes.js',
      'style https://catalogue.example.com/v2/static/__federation_expose_ProductRoutes.css',
    ]);
    await expect(earlyRemotesJson()).resolves.toHaveProperty('catalogue', MANIFEST_URL);
    // The runtime gets the manifest once; a second request (a Retry) goes to the network.
    await expect(takeEarlyManifest(MANIFEST_URL)).resolves.toEqual(manifest);
    expect(takeEarlyManifest(MANIFEST_URL)).toBeUndefined();
  });

  it("on the shell's own pages, reads remotes.json only", async () => {
    fetchMock.mockImplementation(() => answer({ catalogue: MANIFEST_URL }));
    preloadRoute('/our-story');
    await settle();
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/remotes.json']);
    expect(preloads()).toEqual([]);
  });

  it('leaves failures to the main bundle to report, and preloads nothing', async () => {
    fetchMock.mockImplementation(() => answer(null, false));
    const loads = preloadRoute('/contact');
    await settle();
    await expect(loads.remotesJson).rejects.toThrow('/remotes.json answered 404');
    expect(preloads()).toEqual([]);

    fetchMock.mockImplementation((url: string) =>
      url === '/remotes.json' ? answer({ quotation: MANIFEST_URL }) : answer(null, false),
    );
    preloadRoute('/contact');
    await settle();
    await expect(takeEarlyManifest(MANIFEST_URL)).rejects.toThrow(`${MANIFEST_URL} answered 404`);
    expect(preloads()).toEqual([]);
  });
});
