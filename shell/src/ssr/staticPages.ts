import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { StaticPage } from './prerenderedNav';

/** The shell's pages the build kept static (build-tools/serverBuild writes `static-pages.json`). */
export interface StaticPages {
  /** The client page they are put together in. */
  template: string;
  pages: ReadonlyMap<string, StaticPage>;
}

/** Reads what the build wrote next to the server's bundle (`<dist>/../dist-server`), and each built page. */
export function readStaticPages(dist: string): StaticPages {
  const serverDir = path.join(dist, '..', 'dist-server');
  const written = JSON.parse(readFileSync(path.join(serverDir, 'static-pages.json'), 'utf8')) as {
    template: string;
    pages: Record<string, { file: string; styles: string[]; scripts: string[] }>;
  };
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
