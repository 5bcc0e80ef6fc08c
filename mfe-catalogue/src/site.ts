/**
 * This remote's entries in the site's menus, published with its release in `site.json`
 * (build-tools/publicRoutes.ts) and composed by the shell's server from the live releases.
 * `order` places an entry among every app's entries of the same list.
 */
export const siteMenu = {
  nav: [{ label: 'Products', labels: { si: 'නිෂ්පාදන', ta: 'தயாரிப்புகள்' }, href: '/products', order: 30 }],
  footer: { quick: [{ label: 'Products', labels: { si: 'නිෂ්පාදන', ta: 'தயாரிப்புகள்' }, href: '/products', order: 30 }] },
};
