import { waitFor } from '@testing-library/react';
import { canonicalUrl } from '@ecopanel/shared-ui';
import ResourcesRoutes from './exposes/ResourcesRoutes';
import { publicRoutes } from './publicRoutes';
import { renderPage } from './test/renderPage';

// What the sitemap lists must be real pages: each is its own canonical URL, none a not-found page.
it.each(publicRoutes.map((path) => [path]))(
  '%s is a page of the resources section, canonical and indexable',
  async (path) => {
    renderPage(<ResourcesRoutes />, path);
    await waitFor(() =>
      expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute('href', canonicalUrl(path)),
    );
    expect(document.head.querySelector('meta[name="robots"]')).toBeNull();
  },
);

it('lists each page once, every project among them', () => {
  expect(new Set(publicRoutes).size).toBe(publicRoutes.length);
  expect(publicRoutes).toEqual(
    expect.arrayContaining(['/resources', '/resources/projects/1', '/resources/projects/15']),
  );
});
