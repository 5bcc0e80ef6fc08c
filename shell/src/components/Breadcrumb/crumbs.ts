export interface Crumb {
  label: string;
  href: string;
}

const KNOWN: Record<string, string> = {
  'our-story': 'Our Story',
  products: 'Products',
  projects: 'Projects',
  contact: 'Quotation',
  'contact-us': 'Contact Us',
};

const decode = (segment: string): string => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
};

const labelOf = (segment: string): string =>
  KNOWN[segment] ??
  decode(segment)
    .split('-')
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');

/** SPEC "Breadcrumb": Home, then one crumb per segment; numeric segments are skipped. */
export function buildCrumbs(pathname: string): Crumb[] {
  const segments = pathname.split('/').filter(Boolean);
  const crumbs: Crumb[] = [{ label: 'Home', href: '/' }];
  segments.forEach((segment, i) => {
    if (/^\d+$/.test(segment)) return;
    crumbs.push({ label: labelOf(segment), href: `/${segments.slice(0, i + 1).join('/')}` });
  });
  return crumbs;
}
