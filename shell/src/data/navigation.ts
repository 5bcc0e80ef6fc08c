import { APPS, type NavEntry } from './apps';

export type NavItem = NavEntry;

/** The header and side menu: each app's own entries (apps.json), in the order of the apps. */
export const mainNav: NavItem[] = APPS.flatMap((app) => app.nav);

export const footerQuickLinks: NavItem[] = [
  { label: 'Home', href: '/' },
  { label: 'Our Story', href: '/our-story' },
  { label: 'Products', href: '/products' },
  { label: 'Projects', href: '/projects' },
  { label: 'Quotation', href: '/contact' },
  { label: 'Contact Us', href: '/contact-us' },
];

export const footerResourceLinks: NavItem[] = [
  { label: 'FAQs', href: '/resources/faq' },
  { label: 'Discover More', href: '/our-story' },
  { label: 'Help & Support', href: '/contact' },
];
