/** A crumb: a page the site names (its label is the shell's message `crumb.<known>`), or one named by its URL. */
export type Crumb = { href: string } & ({ known: KnownSegment; label?: never } | { label: string; known?: never });

type KnownSegment = 'home' | 'our-story' | 'products' | 'projects' | 'contact' | 'contact-us';
const KNOWN: ReadonlySet<string> = new Set<KnownSegment>([
  'our-story',
  'products',
  'projects',
  'contact',
  'contact-us',
]);
const isKnown = (segment: string): segment is KnownSegment => KNOWN.has(segment);

const decode = (segment: string): string => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
};

/**
 * A URL is anyone's to write, and an unknown path's breadcrumb shows it on our page (the 404): so a
 * label keeps only letters, digits and spaces, and is cut at a length no sentence fits in.
 */
export const MAX_LABEL = 32;
export const MAX_CRUMBS = 6;

const cap = (label: string): string => {
  if (label.length <= MAX_LABEL) return label;
  const cut = label.slice(0, MAX_LABEL - 1);
  return `${cut.slice(0, cut.lastIndexOf(' ') > MAX_LABEL / 2 ? cut.lastIndexOf(' ') : cut.length).trimEnd()}…`;
};

const labelOf = (segment: string): string =>
  cap(
    decode(segment)
      .replace(/[^\p{L}\p{N}\p{M}-]+/gu, ' ')
      .split(/[-\s]+/)
      .filter(Boolean)
      .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
      .join(' '),
  );

/** SPEC "Breadcrumb": Home, then one crumb per segment; numeric segments are skipped. */
export function buildCrumbs(pathname: string): Crumb[] {
  const segments = pathname.split('/').filter(Boolean);
  const crumbs: Crumb[] = [{ known: 'home', href: '/' }];
  segments.forEach((segment, i) => {
    if (/^\d+$/.test(segment) || crumbs.length >= MAX_CRUMBS) return;
    const href = `/${segments.slice(0, i + 1).join('/')}`;
    if (isKnown(segment)) crumbs.push({ known: segment, href });
    else {
      const label = labelOf(segment);
      if (label) crumbs.push({ label, href });
    }
  });
  return crumbs;
}
