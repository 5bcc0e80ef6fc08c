import { early, exposeAssets, startEarlyLoads, takeEarlyManifest } from './earlyRemote';

const MANIFEST_URL = 'https://catalogue.example.com/v2/mf-manifest.json';
const manifest = {
  metaData: { publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '' } },
  exposes: [
    {
      name: 'ProductRoutes',
      assets: {
        js: { sync: ['static/699.js', 'static/__federation_expose_ProductRoutes.js'], async: ['static/page-calculator.js'] },
        css: { sync: ['static/__federation_expose_ProductRoutes.css'], async: [] },
      },
    },
    { name: 'FeaturedProducts', assets: { js: { sync: ['static/featured.js'] }, css: { sync: [] } } },
  ],
};

const answer = (body: unknown, ok = true) => Promise.resolve({ ok, status: ok ? 200 : 404, json: () => Promise.resolve(body) });
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const preloads = () =>
  [...document.head.querySelectorAll('link[rel="preload"]')].map((l) => `${l.getAttribute('as')} ${l.getAttribute('href')}`);

describe('exposeAssets', () => {
  it("lists remoteEntry and the expose's first-render files, resolved beside an 'auto' manifest", () => {
    expect(exposeAssets(manifest, MANIFEST_URL, 'ProductRoutes')).toEqual({
      scripts: [
        'https://catalogue.example.com/v2/remoteEntry.js',
        'https://catalogue.example.com/v2/static/699.js',
        'https://catalogue.example.com/v2/static/__federation_expose_ProductRoutes.js',
      ],
      styles: ['https://catalogue.example.com/v2/static/__federation_expose_ProductRoutes.css'],
    });
  });

  it('uses a fixed public path when the remote declares one', () => {
    const fixed = { ...manifest, metaData: { ...manifest.metaData, publicPath: 'https://cdn.example.com/cat/' } };
    expect(exposeAssets(fixed, MANIFEST_URL, 'FeaturedProducts').scripts).toEqual([
      'https://cdn.example.com/cat/remoteEntry.js',
      'https://cdn.example.com/cat/static/featured.js',
    ]);
  });

  it('guesses nothing for a public path computed at run time, or a manifest it cannot read', () => {
    const computed = { ...manifest, metaData: { ...manifest.metaData, getPublicPath: 'return window.cdn' } };
    expect(exposeAssets(computed, MANIFEST_URL, 'ProductRoutes')).toEqual({ scripts: [], styles: [] });
    expect(exposeAssets('<html>', MANIFEST_URL, 'ProductRoutes')).toEqual({ scripts: [], styles: [] });
  });
});

describe('startEarlyLoads', () => {
  const fetchMock = jest.fn();
  beforeEach(() => {
    document.head.innerHTML = '';
    fetchMock.mockReset();
    globalThis.fetch = fetchMock as unknown as typeof fetch;
  });

  it("on a remote route, fetches remotes.json and that remote's manifest, and preloads its files", async () => {
    fetchMock.mockImplementation((url: string) =>
      url === '/remotes.json' ? answer({ catalogue: MANIFEST_URL, resources: 'https://res.example.com/mf-manifest.json' }) : answer(manifest),
    );
    startEarlyLoads('/products/1/maple-ceiling-sheet');
    await settle();
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/remotes.json', MANIFEST_URL]);
    expect(preloads()).toEqual([
      'script https://catalogue.example.com/v2/remoteEntry.js',
      'script https://catalogue.example.com/v2/static/699.js',
      'script https://catalogue.example.com/v2/static/__federation_expose_ProductRoutes.js',
      'style https://catalogue.example.com/v2/static/__federation_expose_ProductRoutes.css',
    ]);
    await expect(early()?.registry).resolves.toHaveProperty('catalogue', MANIFEST_URL);
    // The runtime gets the manifest once; a second request (a Retry) goes to the network.
    await expect(takeEarlyManifest(MANIFEST_URL)).resolves.toEqual(manifest);
    expect(takeEarlyManifest(MANIFEST_URL)).toBeUndefined();
  });

  it("on the shell's own pages, reads remotes.json only", async () => {
    fetchMock.mockImplementation(() => answer({ catalogue: MANIFEST_URL }));
    startEarlyLoads('/our-story');
    await settle();
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/remotes.json']);
    expect(preloads()).toEqual([]);
  });

  it('leaves failures to the main bundle to report, and preloads nothing', async () => {
    fetchMock.mockImplementation(() => answer(null, false));
    const loads = startEarlyLoads('/contact');
    await settle();
    await expect(loads.registry).rejects.toThrow('/remotes.json answered 404');
    expect(preloads()).toEqual([]);

    fetchMock.mockImplementation((url: string) => (url === '/remotes.json' ? answer({ quotation: MANIFEST_URL }) : answer(null, false)));
    startEarlyLoads('/contact');
    await settle();
    await expect(takeEarlyManifest(MANIFEST_URL)).rejects.toThrow(`${MANIFEST_URL} answered 404`);
    expect(preloads()).toEqual([]);
  });
});
