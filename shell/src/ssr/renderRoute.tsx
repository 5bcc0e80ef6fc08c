import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { ServerResponseProvider, type ServerResponse } from 'shared-ui';
import { App } from '../App';
import { ServerRemotesContext, type RemoteId } from '../remotes';

/** A boundary React could not finish (a lazy chunk still loading) and would leave to the client. */
const UNFINISHED = /<!--\$[!?]-->/g;

export interface RenderedRoute {
  html: string;
  status: number;
  location?: string;
  /** Some boundary was still loading at the deadline: the browser renders it instead. */
  complete: boolean;
}

/**
 * Renders the app for `url` with the remote modules already loaded. Lazy pages suspend on the first
 * pass; once their chunks are in, the next pass renders them whole and inline: no streaming scripts,
 * which the CSP would refuse. Past `deadline` what is still loading is left to the browser.
 */
export async function renderRoute(
  url: string,
  remotes: ReadonlyMap<RemoteId, ComponentType>,
  deadline: number,
  /** Slots deliberately left to the browser (DeferredRemote): their boundaries stay unfinished. */
  deferred = 0,
): Promise<RenderedRoute> {
  for (;;) {
    const response: ServerResponse = { status: 200 };
    const html = renderToString(
      <ServerResponseProvider value={response}>
        <ServerRemotesContext.Provider value={remotes}>
          <StaticRouter location={url}>
            <App />
          </StaticRouter>
        </ServerRemotesContext.Provider>
      </ServerResponseProvider>,
    );
    const complete = (html.match(UNFINISHED)?.length ?? 0) <= deferred;
    if (complete || Date.now() >= deadline)
      return { html, status: response.status, location: response.location, complete };
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}
