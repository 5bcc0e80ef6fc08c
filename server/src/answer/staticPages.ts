import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { StaticPage } from './prerenderedNav';
import type { OwnAssets } from '../render/renderPage';

/**
 * The pages the build kept static, as the build writes them next to the server's bundle
 * (`<dist>/../dist-server`, where the server reads them): this file is the one place that knows
 * the format, both ways.
 */
const LIST = 'static-pages.json';
const TEMPLATE = 'static-page.html';
const serverDirOf = (dist: string) => path.join(dist, '..', 'dist-server');

interface Written {
  /** The client page they were put together in, next to the list. */
  template: string;
  pages: Record<string, { file: string } & OwnAssets>;
}

/** The shell's pages the build kept static, as the server holds them. */
export interface StaticPages {
  /** The client page they are put together in. */
  template: string;
  pages: ReadonlyMap<string, StaticPage>;
}

/**
 * At build: writes each page (`render`ed into `template`) to its file in `dist`, and what the server
 * needs to render them again (the template, each page's file and own chunk's files).
 */
export async function writeStaticPages(o: {
  dist: string;
  template: string;
  pages: Record<string, { file: string } & OwnAssets>;
  render: (url: string, template: string, own: OwnAssets) => Promise<string>;
}): Promise<void> {
  const written: Written = { template: TEMPLATE, pages: {} };
  for (const [url, { file, styles, scripts }] of Object.entries(o.pages)) {
    writeFileSync(path.join(o.dist, file), await o.render(url, o.template, { styles, scripts }));
    written.pages[url] = { file, styles, scripts };
  }
  const serverDir = serverDirOf(o.dist);
  writeFileSync(path.join(serverDir, TEMPLATE), o.template);
  writeFileSync(path.join(serverDir, LIST), JSON.stringify(written, null, 2));
}

/** Reads what the build wrote next to the server's bundle, and each built page. */
export function readStaticPages(dist: string): StaticPages {
  const serverDir = serverDirOf(dist);
  const written = JSON.parse(readFileSync(path.join(serverDir, LIST), 'utf8')) as Written;
  return {
    template: readFileSync(path.join(serverDir, written.template), 'utf8'),
    pages: new Map(
      Object.entries(written.pages).map(([route, { file, styles, scripts }]) => [
        route,
        { built: readFileSync(path.join(dist, file), 'utf8'), own: { styles, scripts } },
      ]),
    ),
  };
}
