import { paths } from './lib/paths';

/**
 * This remote's entries in the site's menus. Its release publishes them in `site.json` beside its
 * manifest (build-tools/publicRoutes.ts), and the shell's server composes the header, side menu and
 * footer from the live releases: a new page reaches the menu with this remote's release alone.
 * `order` places an entry among every app's entries of the same list (the shell's are 10, 20, ...).
 */
export const siteMenu = {
  nav: [
    {
      label: 'Resources',
      href: paths.hub,
      order: 40,
      children: [
        { label: 'Projects', href: paths.projects },
        { label: 'FAQs', href: paths.faq },
        { label: 'Patents & Test Reports', href: paths.certificate },
        { label: 'Installation Guide', href: paths.installation },
        { label: 'News & Events', href: paths.news },
      ],
    },
  ],
  footer: {
    // The old address of the projects grid, as the spec's footer names it (the shell answers it with a 301).
    quick: [{ label: 'Projects', href: '/projects', order: 40 }],
    resources: [{ label: 'FAQs', href: paths.faq, order: 10 }],
  },
};
