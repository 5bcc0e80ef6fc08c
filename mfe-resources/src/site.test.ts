import { publicRoutes } from './publicRoutes';
import { siteMenu } from './site';

it('links its menu entries to its own public pages, which the sitemap lists', () => {
  const links = siteMenu.nav.flatMap((entry) => [entry.href, ...entry.children.map((child) => child.href)]);
  expect(links.length).toBeGreaterThan(1);
  for (const href of links) expect(publicRoutes).toContain(href);
  expect(publicRoutes).toContain(siteMenu.footer.resources[0]?.href);
});
