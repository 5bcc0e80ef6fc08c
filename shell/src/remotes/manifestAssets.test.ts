/**
 * @jest-environment node
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Manifest } from '@module-federation/sdk';
import { MANIFEST_URL, manifest } from './manifest.fixture';
import { catalogChunk, exposeAssets, lazyScripts, lazyShared, lazyStyles } from './manifestAssets';

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

describe('lazyStyles', () => {
  it("lists the CSS of the expose's lazy pages, beside the manifest", () => {
    const lazyCss = {
      exposes: [
        {
          name: 'ProductRoutes',
          assets: { js: { sync: [], async: [] }, css: { sync: [], async: ['static/page-calculator.css'] } },
        },
      ],
    };
    expect(lazyStyles(lazyCss, MANIFEST_URL, 'ProductRoutes')).toEqual([
      'https://catalogue.example.com/v2/static/page-calculator.css',
    ]);
    expect(lazyStyles(manifest, MANIFEST_URL, 'ProductRoutes')).toEqual([]);
    expect(lazyStyles('<html>', MANIFEST_URL, 'ProductRoutes')).toEqual([]);
  });
});

describe('only the lazy chunks a render used', () => {
  const withTable = {
    exposes: [
      {
        name: 'ProductRoutes',
        assets: {
          js: { sync: [], async: ['static/page-calculator.1.js'] },
          css: { sync: [], async: ['static/page-calculator.2.css', 'static/page-other.3.css'] },
        },
      },
    ],
    lazyChunks: {
      'page-calculator': { js: ['static/page-calculator.1.js'], css: ['static/page-calculator.2.css'] },
      'page-other': {
        js: ['static/9.js', 'static/page-other.4.js'],
        css: ['static/page-other.3.css'],
        shared: ['@ecopanel/shared-ui/widgets', 7],
      },
    },
  };

  it("links no lazy page's CSS when the render used none (a product page: no calculator CSS)", () => {
    expect(lazyStyles(withTable, MANIFEST_URL, 'ProductRoutes', [])).toEqual([]);
    expect(lazyScripts(withTable, MANIFEST_URL, [])).toEqual([]);
  });

  it('links and preloads the files of the chunks the render used, and only those', () => {
    expect(lazyStyles(withTable, MANIFEST_URL, 'ProductRoutes', new Set(['page-calculator']))).toEqual([
      'https://catalogue.example.com/v2/static/page-calculator.2.css',
    ]);
    expect(lazyScripts(withTable, MANIFEST_URL, ['page-other', 'unknown'])).toEqual([
      'https://catalogue.example.com/v2/static/9.js',
      'https://catalogue.example.com/v2/static/page-other.4.js',
    ]);
  });

  it('names the shared modules the chunks the render used take from the host, and only those', () => {
    expect(lazyShared(withTable, ['page-calculator'])).toEqual([]);
    expect(lazyShared(withTable, ['page-other', 'page-calculator'])).toEqual(['@ecopanel/shared-ui/widgets']);
    const { lazyChunks: _, ...older } = withTable;
    expect(lazyShared(older, ['page-other'])).toEqual([]);
  });

  it('links every lazy CSS when it cannot tell: no render information, or a manifest without the table', () => {
    expect(lazyStyles(withTable, MANIFEST_URL, 'ProductRoutes')).toHaveLength(2);
    const { lazyChunks: _, ...older } = withTable;
    expect(lazyStyles(older, MANIFEST_URL, 'ProductRoutes', [])).toHaveLength(2);
    expect(lazyScripts(older, MANIFEST_URL, ['page-calculator'])).toEqual([]);
    expect(lazyStyles({ ...withTable, lazyChunks: ['x'] }, MANIFEST_URL, 'ProductRoutes', [])).toHaveLength(2);
  });
});

describe('a manifest as the real build writes it', () => {
  const ROOT = path.resolve(__dirname, '../../..');
  const BASE = 'https://impact.example.com/releases/abc123/';
  let dist = '';
  let built: unknown;

  // The smallest remote, built by its own rspack config into a temporary folder (one web build, a few
  // seconds): the file the Module Federation plugin really writes, not a copy that could drift from it.
  beforeAll(() => {
    dist = mkdtempSync(path.join(tmpdir(), 'impact-manifest-'));
    const cli = path.join(ROOT, 'node_modules', '@rspack', 'cli', 'bin', 'rspack.js');
    execFileSync(process.execPath, [cli, 'build', '-c', 'rspack.config.ts', '-o', dist], {
      cwd: path.join(ROOT, 'mfe-impact'),
      env: { ...process.env, NODE_ENV: 'production' },
      stdio: 'pipe',
    });
    built = JSON.parse(readFileSync(path.join(dist, 'mf-manifest.json'), 'utf8'));
  }, 180_000);
  afterAll(() => rmSync(dist, { recursive: true, force: true }));

  it('has the fields of the SDK type that the shell reads', () => {
    const manifest = built as Manifest;
    expect(manifest.name).toBe('impact');
    expect(manifest.metaData).toMatchObject({ publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '' } });
    const expose = manifest.exposes.find((e) => e.name === 'ImpactMonitor');
    expect(expose?.path).toBe('./ImpactMonitor');
    for (const kind of ['js', 'css'] as const) {
      expect(expose?.assets[kind]).toEqual({ sync: expect.any(Array), async: expect.any(Array) });
    }
    // build-tools/lazyChunks.ts: the files of each named lazy page (this remote has none) and of
    // each language's catalog.
    const lazy = (built as { lazyChunks: Record<string, { js: string[]; css: string[] }> }).lazyChunks;
    expect(Object.keys(lazy).sort()).toEqual(['i18n-si', 'i18n-ta']);
    for (const { js, css } of Object.values(lazy)) {
      expect(css).toEqual([]);
      expect(js).toHaveLength(1);
      expect(existsSync(path.join(dist, js[0]!))).toBe(true);
    }
  });

  it("preloads the remote's Sinhala catalog on a Sinhala page", () => {
    const [url] = lazyScripts(built, `${BASE}mf-manifest.json`, [catalogChunk('si')]);
    expect(url).toMatch(new RegExp(`^${BASE}static/i18n-si\\.\\w+\\.js$`));
  });

  it("lists remoteEntry and the expose's first files, each one a file the build wrote", () => {
    const { scripts, styles } = exposeAssets(built, `${BASE}mf-manifest.json`, 'ImpactMonitor');
    expect(scripts[0]).toBe(`${BASE}remoteEntry.js`);
    expect(scripts.some((url) => /__federation_expose_ImpactMonitor\.[\w]+\.js$/.test(url))).toBe(true);
    expect(styles.some((url) => /__federation_expose_ImpactMonitor\.[\w]+\.css$/.test(url))).toBe(true);
    for (const url of [...scripts, ...styles, ...lazyStyles(built, `${BASE}mf-manifest.json`, 'ImpactMonitor')]) {
      expect(url.startsWith(BASE)).toBe(true);
      expect(existsSync(path.join(dist, url.slice(BASE.length)))).toBe(true);
    }
  });
});
