import { CONTACT_PATH } from './lib/paths';

/**
 * This remote's entries in the site's menus, published with its release in `site.json`
 * (build-tools/publicRoutes.ts) and composed by the shell's server from the live releases.
 * `order` places an entry among every app's entries of the same list.
 */
export const siteMenu = {
  nav: [{ label: 'Request a Quotation', href: CONTACT_PATH, order: 50 }],
  footer: {
    quick: [{ label: 'Quotation', href: CONTACT_PATH, order: 50 }],
    resources: [{ label: 'Help & Support', href: CONTACT_PATH, order: 30 }],
  },
};
