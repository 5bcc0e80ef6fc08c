import { render } from '@testing-library/react';
import { LangProvider } from '../../lang/LangContext';
import { siteConfig } from '../../config/siteConfig';
import { BusinessJsonLd, JsonLd } from './JsonLd';
import { postalAddress } from './businessJsonLd';

const jsonLd = (container: HTMLElement) =>
  JSON.parse(container.querySelector('script[type="application/ld+json"]')!.textContent!);

it('describes the company as a LocalBusiness with the address, phone and opening hours of the settings', () => {
  const { container } = render(<BusinessJsonLd />);
  expect(jsonLd(container)).toEqual({
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    '@id': 'http://localhost:3000/#business',
    name: 'EcoPanel',
    url: 'http://localhost:3000/',
    logo: 'http://localhost:3000/favicon.svg',
    image: 'http://localhost:3000/share/site.jpg',
    telephone: siteConfig.phone,
    email: siteConfig.email,
    address: {
      '@type': 'PostalAddress',
      streetAddress: '06 Lucas Road',
      addressLocality: 'Colombo 14',
      addressCountry: 'LK',
    },
    openingHoursSpecification: [
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'].map((d) => `https://schema.org/${d}`),
        opens: '08:30',
        closes: '17:30',
      },
    ],
    sameAs: siteConfig.social.map((link) => link.href),
  });
});

it("names the site in the page's language", () => {
  const { container } = render(
    <LangProvider value="si">
      <BusinessJsonLd />
    </LangProvider>,
  );
  expect(jsonLd(container).url).toBe('http://localhost:3000/si/');
});

it.each([
  ['12 Main Street, Kandy', { streetAddress: '12 Main Street', addressLocality: 'Kandy' }],
  ['No. 5, Temple Road, Galle, Sri Lanka', { streetAddress: 'No. 5, Temple Road', addressLocality: 'Galle' }],
  ['06 Lucas Road Colombo 14', { streetAddress: '06 Lucas Road Colombo 14' }],
])('reads the address line "%s" as street, town and country', (line, parts) => {
  expect(postalAddress(line)).toEqual({ '@type': 'PostalAddress', ...parts, addressCountry: 'LK' });
});

it('escapes "<" so no value could close the script element', () => {
  const { container } = render(<JsonLd data={{ name: '</script><b>x' }} />);
  const script = container.querySelector('script')!;
  expect(script.innerHTML).not.toContain('</script>');
  expect(JSON.parse(script.textContent!)).toEqual({ name: '</script><b>x' });
});
