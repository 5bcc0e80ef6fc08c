import { publicRoutes } from './publicRoutes';
import { siteMenu } from './site';

it('links its menu entries to its own public pages, which the sitemap lists', () => {
  for (const { href } of [...siteMenu.nav, ...siteMenu.footer.quick]) expect(publicRoutes).toContain(href);
});
