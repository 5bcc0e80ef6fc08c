import { PassThrough } from 'node:stream';
import type { ComponentType } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import {
  createPageTitleStore,
  LangProvider,
  PageTitleProvider,
  RenderedChunksProvider,
  ServerResponseProvider,
  type ServerResponse,
} from '@ecopanel/shared-ui';
import { langBasename } from '@ecopanel/shared-ui/lang';
import { App } from '@ecopanel/shell/App';
import { FALLBACK_NAV, SiteNavContext, type SiteNav } from '@ecopanel/shell/data/siteNav';
import { isDeferral, ServerRemotesContext, type RemoteId } from '@ecopanel/shell/remotes';
import type { PageRequest } from '../http/pageUrl';

/** The one inline script React writes when a render is stopped with a part still loading (TOOLCHAIN). */
const ABORT_SCRIPT = /<script>requestAnimationFrame\(function\(\)\{\$RT=performance\.now\(\)\}\);<\/script>/g;

export interface RenderedRoute {
  html: string;
  status: number;
  location?: string;
  /** Every part rendered: no error, nothing still loading at the deadline. */
  complete: boolean;
  /** What threw during the render (a part that throws is sent as its fallback, which the browser renders itself). */
  errors: unknown[];
  /** The remote's lazy pages this render used (shared-ui's lazyChunk): the server links only their CSS. */
  chunks: string[];
}

/**
 * Renders the app for `url` once with React's static renderer, which waits for lazy parts (a
 * remote's lazy page) in the same render, ends a part that throws or whose chunk fails at once (it
 * goes out as its Suspense fallback, for the browser to render), reports each error, and stops at
 * `deadline` with what is still loading as its fallback. No streaming scripts: the CSP refuses them.
 */
export async function renderRoute(
  { key: url, lang }: Pick<PageRequest, 'key' | 'lang'>,
  remotes: ReadonlyMap<RemoteId, ComponentType>,
  deadline: number,
  nav: SiteNav = FALLBACK_NAV,
): Promise<RenderedRoute> {
  const response: ServerResponse = { status: 200 };
  const errors: unknown[] = [];
  const chunks = new Set<string>();
  const controller = new AbortController();
  // The page's title for its breadcrumb (rendered before the page, waiting for it): given up as soon
  // as a part fails, which then gives none (shared-ui's pageTitle).
  const titles = createPageTitleStore({ server: true });
  const timer = setTimeout(() => controller.abort(new Error('render deadline')), Math.max(0, deadline - Date.now()));
  try {
    const { prelude } = await prerenderToNodeStream(
      <ServerResponseProvider value={response}>
        <PageTitleProvider value={titles}>
          <RenderedChunksProvider value={chunks}>
            <ServerRemotesContext.Provider value={remotes}>
              <SiteNavContext.Provider value={nav}>
                {/* The router's basename makes every route, remote ones included, match and link inside the language. */}
                <LangProvider value={lang}>
                  <StaticRouter basename={langBasename(lang)} location={url}>
                    <App />
                  </StaticRouter>
                </LangProvider>
              </SiteNavContext.Provider>
            </ServerRemotesContext.Provider>
          </RenderedChunksProvider>
        </PageTitleProvider>
      </ServerResponseProvider>,
      {
        signal: controller.signal,
        // Every finished part inline, where it stands: a large part would otherwise be sent apart
        // and moved into place by an inline script, which the CSP refuses.
        progressiveChunkSize: Number.MAX_SAFE_INTEGER,
        onError: (error) => {
          titles.settle();
          if (!isDeferral(error) && !controller.signal.aborted) errors.push(error);
        },
      },
    );
    const html = await text(prelude);
    return {
      html: html.replace(ABORT_SCRIPT, () => ''),
      status: response.status,
      location: response.location,
      complete: errors.length === 0 && !controller.signal.aborted,
      errors,
      chunks: [...chunks],
    };
  } finally {
    clearTimeout(timer);
  }
}

async function text(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream.pipe(new PassThrough())) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}
