// For tests: the menus as the server composes them from the remotes' current releases (their
// src/site.ts, published as site.json). The shell's tests may not import a remote's files.
import { appNamed, SHELL_NAME } from './apps';
import { composeSiteNav, SHELL_FOOTER, type MenuPart } from './siteNav';

export const REMOTE_PARTS: Record<string, MenuPart> = {
  catalogue: {
    nav: [{ label: 'Products', href: '/products', order: 30 }],
    footer: { quick: [{ label: 'Products', href: '/products', order: 30 }], resources: [] },
  },
  resources: {
    nav: [
      {
        label: 'Resources',
        href: '/resources',
        order: 40,
        children: [
          { label: 'Projects', href: '/resources/projects' },
          { label: 'FAQs', href: '/resources/faq' },
          { label: 'Patents & Test Reports', href: '/resources/certificate' },
          { label: 'Installation Guide', href: '/resources/installation' },
          { label: 'News & Events', href: '/resources/news' },
        ],
      },
    ],
    footer: {
      quick: [{ label: 'Projects', href: '/projects', order: 40 }],
      resources: [{ label: 'FAQs', href: '/resources/faq', order: 10 }],
    },
  },
  quotation: {
    nav: [{ label: 'Request a Quotation', href: '/contact', order: 50 }],
    footer: {
      quick: [{ label: 'Quotation', href: '/contact', order: 50 }],
      resources: [{ label: 'Help & Support', href: '/contact', order: 30 }],
    },
  },
};

export const SHELL_PART: MenuPart = { nav: appNamed(SHELL_NAME).nav, footer: SHELL_FOOTER };

/** The site's menus with every remote's current entries. */
export const LIVE_NAV = composeSiteNav([SHELL_PART, ...Object.values(REMOTE_PARTS)]);
