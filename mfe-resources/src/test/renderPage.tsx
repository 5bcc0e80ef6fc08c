import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { catalogIn, LangProvider, sharedText, type Lang } from '@ecopanel/shared-ui';
import { catalog } from '../i18n/catalog';

/**
 * Renders `element` at `path`; `routePath` (relative to /resources) gives it route params. In
 * Sinhala or Tamil the page suspends until this app's catalog is loaded: call `loadCatalogs` first.
 */
export function renderPage(element: ReactElement, path: string, routePath = '*', lang: Lang = 'en') {
  return render(pageAt(element, path, routePath, lang));
}

/** The page in its language at `path`, as the shell mounts it (for `render` or `renderToString`). */
export const pageAt = (element: ReactElement, path: string, routePath: string, lang: Lang) => (
  <LangProvider value={lang}>
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path={`/resources/${routePath}`} element={element} />
      </Routes>
    </MemoryRouter>
  </LangProvider>
);

/**
 * This app's Sinhala and Tamil text and shared-ui's (PageMeta's and the star rating's words), loaded
 * as the browser does before hydrating (for `beforeAll`).
 */
export const loadCatalogs = () =>
  Promise.all([catalog, sharedText].flatMap((text) => [catalogIn(text, 'si'), catalogIn(text, 'ta')]));
