import { CONTACT_PATH } from './lib/paths';

/**
 * This remote's entries in the site's menus, published with its release in `site.json`
 * (build-tools/publicRoutes.ts) and composed by the shell's server from the live releases.
 * `order` places an entry among every app's entries of the same list.
 */
export const siteMenu = {
  nav: [
    {
      label: 'Request a Quotation',
      labels: { si: 'මිල ගණන් ඉල්ලන්න', ta: 'விலைப்புள்ளி கோருங்கள்' },
      href: CONTACT_PATH,
      order: 50,
    },
  ],
  footer: {
    quick: [{ label: 'Quotation', labels: { si: 'මිල ගණන් ඉල්ලීම', ta: 'விலைப்புள்ளி' }, href: CONTACT_PATH, order: 50 }],
    resources: [
      { label: 'Help & Support', labels: { si: 'උදව් සහ සහාය', ta: 'உதவி மற்றும் ஆதரவு' }, href: CONTACT_PATH, order: 30 },
    ],
  },
};
