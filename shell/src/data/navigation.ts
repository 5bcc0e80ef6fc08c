export interface NavItem {
  label: string;
  href: string;
  children?: NavItem[];
}

export const resourcesNav: NavItem[] = [
  { label: 'Projects', href: '/resources/projects' },
  { label: 'FAQs', href: '/resources/faq' },
  { label: 'Patents & Test Reports', href: '/resources/certificate' },
  { label: 'Installation Guide', href: '/resources/installation' },
  { label: 'News & Events', href: '/resources/news' },
];

export const mainNav: NavItem[] = [
  { label: 'Home', href: '/' },
  { label: 'Our Story', href: '/our-story' },
  { label: 'Products', href: '/products' },
  { label: 'Resources', href: '/resources', children: resourcesNav },
  { label: 'Request a Quotation', href: '/contact' },
];

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
