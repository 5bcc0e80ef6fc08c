import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import ResourcesRoutes from '../exposes/ResourcesRoutes';

const at = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/resources/*" element={<ResourcesRoutes />} />
      </Routes>
    </MemoryRouter>,
  );

it.each([
  ['/resources', 'Resources'],
  ['/resources/projects', 'Our Installation Projects'],
  ['/resources/faq', 'Frequently Asked Questions'],
  ['/resources/certificate', 'Patent Certificates & Test Reports'],
  ['/resources/installation', 'Installation Guidelines'],
])('%s is a page of the resources remote titled %s', (path, title) => {
  at(path);
  expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  expect(document.title).toBe(`EcoPanel | ${title}`);
});
