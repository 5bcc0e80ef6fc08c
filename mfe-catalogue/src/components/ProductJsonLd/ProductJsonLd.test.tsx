import { render, screen } from '@testing-library/react';
import { catalogIn, formatLkr, LangProvider, LANGS } from '@ecopanel/shared-ui';
import { PRODUCTS } from '../../data/products';
import { meetsGoogleProductRules } from '../../test/googleProductRules';
import { ProductPrice } from '../ProductPrice/ProductPrice';
import { priceOf } from '../../data/prices';
import { ProductJsonLd } from './ProductJsonLd';
import { catalog } from '../../i18n/catalog';

// The name and description are the page's words: a Sinhala or Tamil page waits for its catalog.
beforeAll(() => Promise.all([catalogIn(catalog, 'si'), catalogIn(catalog, 'ta')]));

const jsonLd = (container: HTMLElement) =>
  JSON.parse(container.querySelector('script[type="application/ld+json"]')!.textContent!);

// The settings under test are the defaults: `sample`, every product with the marked stand-in price.
describe.each(LANGS)('each product page in %s', (lang) => {
  it.each(PRODUCTS.map((p) => [p.id, p] as const))(
    'product %i: data that meets the rules, its own URL, the price the page shows',
    (_, product) => {
      const { container } = render(
        <LangProvider value={lang}>
          <ProductJsonLd product={product} />
          <ProductPrice price={priceOf(product.id)!} />
        </LangProvider>,
      );
      const data = jsonLd(container);
      expect(meetsGoogleProductRules(data) || meetsGoogleProductRules.errors).toBe(true);
      const path = lang === 'en' ? product.link : `/${lang}${product.link}`;
      expect(data.url).toBe(`http://localhost:3000${path}`);
      expect(data.offers.url).toBe(data.url);
      expect(container.textContent).toContain(formatLkr(data.offers.price, data.offers.price, lang));
    },
  );
});

it.each([
  ['si', 'වයිට් සෑන්ඩ් සිවිලිම් තහඩුව', 'බදාම සිවිලිමක් මෙන් එළිය පරාවර්තනය කරන'],
  ['ta', 'வைட் சாண்ட் சீலிங் தகடு', 'பூசிய சீலிங் போல ஒளியைப் பிரதிபலிக்கும்'],
] as const)("names the product in the page's language on a %s page, with its figures", (lang, name, description) => {
  const product = PRODUCTS.find((p) => p.id === 12)!;
  const { container } = render(
    <LangProvider value={lang}>
      <ProductJsonLd product={product} />
    </LangProvider>,
  );
  const data = jsonLd(container);
  expect(data.name).toBe(name);
  expect(data.description).toContain(description);
  expect(data.description).toContain('3000 mm');
  expect(data.description).not.toMatch(/near-white/i);
  expect(meetsGoogleProductRules(data) || meetsGoogleProductRules.errors).toBe(true);
});

it.each([
  ['si', 'සිවිලිම් පැනලය', 'PVC සහ කැල්සියම් කාබනේට්'],
  ['ta', 'சீலிங் பேனல்', 'PVC மற்றும் கல்சியம் காபனேற்று'],
  ['en', 'Ceiling Panel', 'PVC and calcium carbonate'],
] as const)('gives the category and material in the page’s language on a %s page', (lang, category, material) => {
  const { container } = render(
    <LangProvider value={lang}>
      <ProductJsonLd product={PRODUCTS[0]!} />
    </LangProvider>,
  );
  expect(jsonLd(container)).toMatchObject({ category, material });
});

it('writes a Sinhala price as රු. 1,000', () => {
  const { container } = render(
    <LangProvider value="si">
      <ProductPrice price={priceOf(1)!} />
    </LangProvider>,
  );
  expect(container).toHaveTextContent('තහඩුවකට රු. 1,000');
});

it('keeps the English name and description on an English page', () => {
  const { container } = render(<ProductJsonLd product={PRODUCTS[0]!} />);
  expect(jsonLd(container)).toMatchObject({ name: 'Maple Ceiling Sheet', description: PRODUCTS[0]!.description });
});

it('shows the price as "LKR 1,000 per sheet" in English, marked as a sample while the owner has set none', () => {
  render(<ProductPrice price={priceOf(1)!} />);
  expect(screen.getByText('LKR 1,000 per sheet')).toBeInTheDocument();
  expect(screen.getByText('Sample price: the company has not set its prices yet')).toBeInTheDocument();
  expect(screen.getByText('In stock')).toBeInTheDocument();
});

it('writes a price in Tamil with the same grouping in threes, and a range, in the language of the page', () => {
  const { container } = render(
    <LangProvider value="ta">
      <ProductPrice price={{ low: 1234567, high: 1250000, availability: 'OutOfStock', sample: false }} />
    </LangProvider>,
  );
  expect(container.firstElementChild).toHaveAttribute('lang', 'ta');
  expect(container).toHaveTextContent('ஒரு தகட்டுக்கு ரூ. 1,234,567–1,250,000');
  expect(container).toHaveTextContent('கையிருப்பில் இல்லை');
  expect(container).not.toHaveTextContent('மாதிரி விலை');
});

it('escapes "<" so no text could close the script element', () => {
  const product = { ...PRODUCTS[0]!, title: '</script><b>x' };
  const { container } = render(<ProductJsonLd product={product} />);
  const script = container.querySelector('script[type="application/ld+json"]')!;
  expect(script.innerHTML).not.toContain('</script>');
  expect(JSON.parse(script.textContent!).name).toBe('</script><b>x');
});
