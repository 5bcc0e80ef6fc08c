import { siteConfig, type SiteConfig } from '../../config/siteConfig';
import { langUrl, type Lang } from '../../lang';

/**
 * The office address as a schema.org PostalAddress, from the one-line setting the pages show
 * (SITE_OFFICE_ADDRESS, "street, town, Sri Lanka"): the last part before the country is the town,
 * the rest the street. A line without commas is all street.
 */
export function postalAddress(line: string) {
  const parts = line.split(',').map((part) => part.trim());
  if (parts.length > 1 && /^sri lanka$/i.test(parts[parts.length - 1]!)) parts.pop();
  const locality = parts.length > 1 ? parts.pop() : undefined;
  return {
    '@type': 'PostalAddress',
    streetAddress: parts.join(', '),
    ...(locality && { addressLocality: locality }),
    addressCountry: 'LK',
  };
}

/**
 * schema.org LocalBusiness (an Organization with a place) for Google's organization and local
 * business results: name, the site in the page's language, logo, address, phone and the opening
 * hours, all from the site settings.
 */
export function businessJsonLd(lang: Lang, config: SiteConfig = siteConfig) {
  const site = config.siteUrl;
  return {
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    '@id': `${site}/#business`,
    name: config.siteName,
    url: langUrl(site, lang, '/'),
    logo: `${site}/favicon.svg`,
    image: `${site}/share/site.jpg`,
    telephone: config.phone,
    email: config.email,
    address: postalAddress(config.officeAddress.line),
    openingHoursSpecification: config.openingHours.map(({ days, opens, closes }) => ({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: days.map((day) => `https://schema.org/${day}`),
      opens,
      closes,
    })),
    sameAs: config.social.map((link) => link.href),
  };
}
