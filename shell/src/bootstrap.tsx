import '@ecopanel/shared-ui/tokens.css';
import './fonts/langFonts.css';
import { startTransition, StrictMode, useLayoutEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { catalogIn, LangProvider, sharedText } from '@ecopanel/shared-ui';
import { langBasename, splitLangPath } from '@ecopanel/shared-ui/lang';
import { App } from './App';
import { catalog } from './i18n/catalog';
import { readEmbeddedSiteNav, SiteNavContext } from './data/siteNav';
import { SERVER_HEAD_ATTRIBUTE } from './lib/serverHead';
import { reportHydrationError, startFieldVitals } from './vitals/fieldVitals';

/**
 * A remote the server could not load in time is sent as its skeleton for the browser to render
 * (server/src): React reports that boundary as "the server could not finish" (#419). That is the
 * plan, not a fault; every other recoverable error (a real mismatch) is reported as React does.
 */
function onRecoverableError(error: unknown) {
  const message = error instanceof Error ? error.message : String(error);
  if (/#419\b|server could not finish this Suspense boundary/i.test(message)) {
    console.info('A part of this page is loaded by the browser: the server left it unrendered.');
    return;
  }
  reportHydrationError();
  reportError(error);
}

/**
 * The performance mark (and `<html data-hydrated>`) of the root's hydration commit: from here the
 * header and the page's frame answer a tap (the pages' own Suspense parts hydrate on their own).
 * `npm run bench` reads it (scripts/bench/visitor.mjs); it adds no element, so hydration matches.
 */
const HYDRATED_MARK = 'ecopanel:hydrated';
function HydrationMark({ children }: { children: ReactNode }) {
  useLayoutEffect(() => {
    if (!performance.getEntriesByName?.(HYDRATED_MARK).length) performance.mark?.(HYDRATED_MARK);
    document.documentElement.dataset.hydrated = '';
  }, []);
  return children;
}

/** Hydrates the HTML the server sent (every route of the production server); renders from scratch in development. */
export function render() {
  const root = document.getElementById('root')!;
  // The page's language, read from the URL once (as the server did, server/src/render/renderRoute.tsx). It stays
  // for the page's life: the router's basename keeps client navigations inside it, and the language
  // switch is a plain link that loads the other language's page from the server.
  const { lang } = splitLangPath(location.pathname);
  // The server wrote it already; a page it did not render (spa.html served as a file) says `en`.
  document.documentElement.lang = lang;
  const app = (
    <StrictMode>
      <HydrationMark>
        {/* The menus the server rendered with, read once: client navigations keep them. */}
        <SiteNavContext.Provider value={readEmbeddedSiteNav(document)}>
          <LangProvider value={lang}>
            <BrowserRouter basename={langBasename(lang)}>
              <App />
            </BrowserRouter>
          </LangProvider>
        </SiteNavContext.Provider>
      </HydrationMark>
    </StrictMode>
  );
  // Before hydration: whether the server rendered the page is read from the HTML as it arrived.
  startFieldVitals();
  // The frame's text in the page's language first (English is in this bundle; Sinhala and Tamil are
  // a chunk each): hydrating without it, React would find no text to match the server's and wait.
  const text = [catalogIn(catalog, lang), catalogIn(sharedText, lang)].filter((ready) => ready instanceof Promise);
  if (text.length)
    void Promise.all(text).then(
      () => mount(root, app),
      () => mount(root, app),
    );
  else mount(root, app);
}

function mount(root: HTMLElement, app: ReactNode) {
  if (root.hasChildNodes()) {
    document.head.querySelectorAll(`[${SERVER_HEAD_ATTRIBUTE}]`).forEach((tag) => tag.remove());
    // As a transition, hydration is time-sliced: React yields to the browser every few milliseconds
    // instead of hydrating the page in one long task, and still hydrates first what the visitor
    // interacts with. Each Suspense boundary (the remote's slot, the below-the-fold parts of the
    // product and project pages) is hydrated as a unit of its own (issue 23).
    startTransition(() => {
      hydrateRoot(root, app, { onRecoverableError });
    });
  } else createRoot(root).render(app);
}
