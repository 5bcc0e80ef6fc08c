import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { App } from './App';

/** A boundary React could not finish on the server and leaves to the client. */
const UNFINISHED = /<!--\$[!?]-->/;

/**
 * Renders one of the shell's own pages to HTML at build time (build-tools/serverBuild). Remote
 * sections render their placeholder here and on the first client render, so hydration matches.
 * Lazy pages suspend on the first pass; once their chunks are in, the next pass renders them whole
 * (and inline: no streaming scripts, which the CSP would refuse anyway).
 */
export async function renderPage(url: string): Promise<string> {
  const app = (
    <StaticRouter location={url}>
      <App />
    </StaticRouter>
  );
  for (let pass = 0; pass < 20; pass++) {
    const html = renderToString(app);
    if (!UNFINISHED.test(html)) return html;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`prerender: ${url} still has an unfinished Suspense boundary`);
}

// How the prerender moves a page's head tags into <head>, the same as the server's documents.
export { splitHead } from './ssr/headTags';

// The shell's production server (shell/server.cjs runs it from this bundle).
export { main } from './ssr/cli';
export { startShellServer } from './ssr/main';

// What each of the server's render threads runs (ssr/renderPool.ts loads this bundle in them).
export { renderTask } from './ssr/renderWorker';
