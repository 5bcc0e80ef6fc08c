import { screen } from '@testing-library/react';
import ResourcesRoutes from '../exposes/ResourcesRoutes';
import { renderPage } from '../test/renderPage';

const at = (path: string) => renderPage(<ResourcesRoutes />, path);

it.each([
  ['/resources', 'Resources'],
  ['/resources/projects', 'Our Installation Projects'],
  ['/resources/projects/15', 'Seaside Townhouse'],
  ['/resources/projects/99', 'Project not found'],
  ['/resources/faq', 'Frequently Asked Questions'],
  ['/resources/news', 'News & Events'],
  ['/resources/news-and-events', 'News & Events Articles'],
  ['/resources/certificate', 'Patent Certificates & Test Reports'],
  ['/resources/installation', 'Installation Guidelines'],
])('%s is a page of the resources remote titled %s', async (path, title) => {
  at(path);
  expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  expect(document.title).toBe(`EcoPanel | ${title}`);
});

it("shows the site's 404 wording for any other path under /resources", async () => {
  at('/resources/no-such-thing');
  expect(
    await screen.findByRole('heading', { level: 1, name: "Oops! You're drifting in space. This page doesn't exist." }),
  ).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Return to Earth' })).toHaveAttribute('href', '/');
  expect(document.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
});
