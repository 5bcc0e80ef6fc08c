import { useLang } from '../../lang/LangContext';
import { businessJsonLd } from './businessJsonLd';

/**
 * schema.org data for search engines. The JSON is the element's text (never raw HTML), and `<` is
 * escaped so no value could ever close the script element.
 */
export function JsonLd({ data }: { data: object }) {
  return <script type="application/ld+json">{JSON.stringify(data).replace(/</g, '\\u003c')}</script>;
}

/** The company as a local business (address, phone, hours), in the page's language: the home and contact pages. */
export function BusinessJsonLd() {
  return <JsonLd data={businessJsonLd(useLang())} />;
}
