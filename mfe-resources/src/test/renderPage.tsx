import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';

/** Renders `element` at `path`; `routePath` (relative to /resources) gives it route params. */
export function renderPage(element: ReactElement, path: string, routePath = '*') {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path={`/resources/${routePath}`} element={element} />
      </Routes>
    </MemoryRouter>,
  );
}
