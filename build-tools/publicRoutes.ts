import path from 'node:path';
import { existsSync, rmSync } from 'node:fs';
import type { Compiler } from '@rspack/core';
import { PUBLIC_ROUTES_MODULE, SITE_FILE, SITE_MODULE, type NavEntry, type SiteFile } from './apps';
import { compileBundle, nodeBundle } from './nodeBundle';

const ROOT = path.join(__dirname, '..');
// Inside the repository, so the bundle's externals (React, the router) resolve from node_modules.
const CACHE_DIR = path.join(ROOT, 'node_modules', '.cache', 'public-routes');
// The shell's build reads every app's routes while emitting its own: each read has its own folder.
let reads = 0;

/** The public paths of the apps in `dirs`, each app's in the order its module lists them. */
export async function readPublicRoutes(dirs: readonly string[]): Promise<string[][]> {
  return (await readSites(dirs)).map((site) => site.routes);
}

function navList(value: unknown, where: string, depth = 0): NavEntry[] {
  if (value === undefined) return [];
  if (!Array.isArray(value)) throw new Error(`${where} is not a list`);
  return value.map((entry: Record<string, unknown>, i) => {
    const at = `${where}[${i}]`;
    const { label, labels, href, order, children } = entry ?? {};
    if (typeof label !== 'string' || !label.trim()) throw new Error(`${at} has no label`);
    if (typeof href !== 'string' || !href.startsWith('/') || href.startsWith('//'))
      throw new Error(`${at}: href must be a path`);
    if (order !== undefined && typeof order !== 'number') throw new Error(`${at}: order must be a number`);
    if (children !== undefined && depth > 0) throw new Error(`${at}: only top-level entries have children`);
    // The Sinhala and Tamil names go out as written: the shell's server holds them to its rules
    // (server/src/compose/siteFile.ts), as it does every other field of the file.
    if (labels !== undefined && (typeof labels !== 'object' || labels === null || Array.isArray(labels)))
      throw new Error(`${at}: labels must be an object of si and ta labels`);
    return {
      label,
      ...(labels === undefined ? {} : { labels: labels as NavEntry['labels'] }),
      href,
      ...(order === undefined ? {} : { order }),
      ...(children === undefined ? {} : { children: navList(children, `${at}.children`, depth + 1) }),
    };
  });
}

/**
 * The public paths and menu entries of the apps in `dirs` (their `src/publicRoutes.ts` and, when
 * there is one, `src/site.ts`), bundled and run in Node: they read the apps' own data.
 */
export async function readSites(dirs: readonly string[]): Promise<SiteFile[]> {
  const entries: Record<string, string> = {};
  dirs.forEach((dir, i) => {
    entries[`app${i}`] = path.resolve(dir, PUBLIC_ROUTES_MODULE);
    const site = path.resolve(dir, SITE_MODULE);
    if (existsSync(site)) entries[`site${i}`] = site;
  });
  const outDir = path.join(CACHE_DIR, `${process.pid}-${(reads += 1)}`);
  const load = <T>(name: string): T => {
    const file = path.join(outDir, `${name}.cjs`);
    delete require.cache[file];
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- the bundle was just built; require.cache was cleared above
    return require(file) as T;
  };
  try {
    // The route modules read data that imports shared-ui, CSS Modules and images; only the data is used.
    await compileBundle(nodeBundle({ context: ROOT, entry: entries, outDir, localIdentName: '[local]' }));
    return dirs.map((dir, i) => {
      const { publicRoutes } = load<{ publicRoutes?: readonly string[] }>(`app${i}`);
      if (!Array.isArray(publicRoutes)) throw new Error(`${dir}: ${PUBLIC_ROUTES_MODULE} exports no publicRoutes list`);
      const menu = entries[`site${i}`]
        ? load<{ siteMenu?: { nav?: unknown; footer?: { quick?: unknown; resources?: unknown } } }>(`site${i}`).siteMenu
        : {};
      if (!menu) throw new Error(`${dir}: ${SITE_MODULE} exports no siteMenu`);
      const where = `${dir}: ${SITE_MODULE} siteMenu`;
      return {
        routes: [...publicRoutes],
        nav: navList(menu.nav, `${where}.nav`),
        footer: {
          quick: navList(menu.footer?.quick, `${where}.footer.quick`, 1),
          resources: navList(menu.footer?.resources, `${where}.footer.resources`, 1),
        },
      };
    });
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

/**
 * Emits the app's `public-routes.json` (its list of public paths) and `site.json` (those paths and
 * its menu entries, which its release publishes and the shell's server composes into the sitemap and
 * menus) from its own data at build, so a new product, project or page is in them without anyone
 * editing a list, and live with the remote's release alone.
 */
export class PublicRoutesPlugin {
  constructor(private readonly opts: { dir: string }) {}

  apply(compiler: Compiler) {
    if (compiler.options.mode !== 'production') return;
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('PublicRoutesPlugin', (compilation) => {
      compilation.hooks.processAssets.tapPromise(
        { name: 'PublicRoutesPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        async () => {
          const [site] = await readSites([this.opts.dir]);
          compilation.emitAsset('public-routes.json', new RawSource(`${JSON.stringify(site!.routes, null, 2)}\n`));
          compilation.emitAsset(SITE_FILE, new RawSource(`${JSON.stringify(site, null, 2)}\n`));
        },
      );
    });
  }
}
