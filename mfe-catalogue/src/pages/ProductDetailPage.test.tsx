import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { catalogIn, LangProvider, siteConfig, type Lang } from '@ecopanel/shared-ui';
import { ProductDetailPage } from './ProductDetailPage';
import { catalog } from '../i18n/catalog';
import { productPageCatalog } from '../features/product/i18n/catalog';

// The catalogue's Sinhala and Tamil words, loaded as its part loads them on such a page.
beforeAll(() =>
  Promise.all(
    (['si', 'ta'] as const).flatMap((lang) => [catalogIn(catalog, lang), catalogIn(productPageCatalog, lang)]),
  ),
);

const at = (path: string, lang: Lang = 'en') =>
  render(
    <LangProvider value={lang}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/products/:productId/:productSlug" element={<ProductDetailPage />} />
          <Route path="/products" element={<h1>The list</h1>} />
        </Routes>
      </MemoryRouter>
    </LangProvider>,
  );

let warn: jest.SpyInstance;
beforeEach(() => {
  warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => warn.mockRestore());

const canonical = () => document.head.querySelector('link[rel="canonical"]')?.getAttribute('href');
const mainImage = () => document.querySelector<HTMLImageElement>('img[fetchpriority="high"]')!;

it('shows the product: category, h1, stars, description, features, dimensions', () => {
  at('/products/3/golden-teak-ceiling-sheet');
  expect(screen.getByRole('heading', { level: 1, name: 'Golden Teak Ceiling Sheet' })).toBeInTheDocument();
  expect(screen.getByText('Ceiling Panel')).toBeInTheDocument();
  expect(screen.getByRole('img', { name: 'Rated 5 out of 5' })).toBeInTheDocument();
  expect(screen.getByText(/golden teak wood effect of a classic Sri Lankan ceiling/)).toBeInTheDocument();
  const features = screen.getByRole('heading', { level: 2, name: 'Key Features' }).nextElementSibling as HTMLElement;
  expect(within(features).getAllByRole('listitem')).toHaveLength(4);
  const dims = screen.getByRole('heading', { level: 2, name: 'Dimensions' }).nextElementSibling as HTMLElement;
  expect(dims).toHaveTextContent('Length2440 mm');
  expect(dims).toHaveTextContent('Width200 mm');
  expect(dims).toHaveTextContent('Thickness7.5 mm');
  expect(warn).not.toHaveBeenCalled();
});

it('sets title, description, canonical and schema.org Product data for the product', () => {
  at('/products/1/maple-ceiling-sheet');
  expect(document.title).toBe('EcoPanel | Maple Ceiling Sheet');
  expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(/^Clean and bright/);
  expect(canonical()).toBe('http://localhost:3000/products/1/maple-ceiling-sheet');
  expect(document.head.querySelector('meta[name="robots"]')).toBeNull();
  const data = JSON.parse(document.querySelector('script[type="application/ld+json"]')!.textContent!);
  expect(data).toMatchObject({ '@type': 'Product', name: 'Maple Ceiling Sheet', url: canonical() });
});

it('announces its own link preview: og:type product and the 1200 x 630 share/product-N.jpg', () => {
  at('/products/3/golden-teak-ceiling-sheet');
  const og = (property: string) => document.head.querySelector(`meta[property="${property}"]`)?.getAttribute('content');
  expect(og('og:type')).toBe('product');
  expect(og('og:image')).toBe('/share/product-3.jpg');
  expect(og('og:image:width')).toBe('1200');
  expect(og('og:image:height')).toBe('630');
  expect(og('og:image:alt')).toMatch(/^Golden Teak Ceiling Sheet: /);
  expect(og('og:title')).toBe('EcoPanel | Golden Teak Ceiling Sheet');
  expect(og('og:url')).toBe('http://localhost:3000/products/3/golden-teak-ceiling-sheet');
});

it('opens the partner retail site in a new tab from the Purchase link', () => {
  at('/products/1/maple-ceiling-sheet');
  const purchase = screen.getByRole('link', { name: /^Purchase/ });
  expect(purchase).toHaveAttribute('href', siteConfig.partnerShopUrl);
  expect(purchase).toHaveAttribute('target', '_blank');
  expect(purchase).toHaveAttribute('rel', 'noopener noreferrer');
});

it('asks for a quotation with the product named, through the quotation page’s URL', () => {
  at('/products/12/white-sand-ceiling-sheet');
  const link = screen.getByRole('link', { name: 'Request a quotation for White sand Ceiling Sheet' });
  const href = link.getAttribute('href')!;
  expect(href.startsWith('/contact?')).toBe(true);
  const query = new URLSearchParams(href.slice('/contact'.length));
  expect(query.get('product')).toBe('White sand Ceiling Sheet');
  expect(query.get('message')).toBe('I would like a quotation for White sand Ceiling Sheet (3000 mm x 200 mm panels).');
});

it.each<[Lang, string, string]>([
  [
    'en',
    'Ask about this panel on WhatsApp (opens WhatsApp in a new tab)',
    'Hello EcoPanel, I would like to ask about White sand Ceiling Sheet.',
  ],
  [
    'ta',
    'இந்தப் பேனல் பற்றி WhatsApp-இல் கேளுங்கள் (WhatsApp புதிய தாவலில் திறக்கும்)',
    // The product named as the page names it, in Tamil.
    'வணக்கம் EcoPanel, வைட் சாண்ட் சீலிங் தகடு பற்றி அறிய விரும்புகிறேன்.',
  ],
])('in %s, asks about this panel on WhatsApp, naming it in the message', (lang, name, message) => {
  at('/products/12/white-sand-ceiling-sheet', lang);
  const url = new URL(screen.getByRole('link', { name }).getAttribute('href')!);
  expect(url.origin + url.pathname).toBe(`https://wa.me/${siteConfig.whatsapp}`);
  expect(url.searchParams.get('text')).toBe(message);
});

it('links to the panel calculator with this product chosen', () => {
  at('/products/7/silver-oak-ceiling-sheet');
  expect(screen.getByRole('link', { name: /^Work it out with the panel calculator/ })).toHaveAttribute(
    'href',
    '/products/calculator?product=7',
  );
});

it('shows the main picture first and switches it from the thumbnails', async () => {
  at('/products/5/jack-wood-ceiling-sheet');
  expect(mainImage()).toHaveAttribute('alt', expect.stringMatching(/^Jack Wood Ceiling Sheet: /));
  expect(mainImage()).not.toHaveAttribute('loading', 'lazy');
  await userEvent.click(screen.getByRole('button', { name: /tongue-and-groove profile/ }));
  expect(mainImage()).toHaveAttribute('alt', expect.stringMatching(/tongue-and-groove profile/));
  expect(screen.getByRole('button', { name: /tongue-and-groove profile/ })).toHaveAttribute('aria-pressed', 'true');
  expect(screen.getByRole('button', { name: /^Jack Wood Ceiling Sheet/ })).toHaveAttribute('aria-pressed', 'false');
});

it('has the specification table, the design/profile block and the six accessories', () => {
  at('/products/1/maple-ceiling-sheet');
  const table = screen.getByRole('table', { name: '20cm / 8 inch panel' });
  expect(
    within(table)
      .getAllByRole('row')
      .map((r) => r.textContent),
  ).toEqual(['Size20cm x 240cm', 'Thickness7.5mm', 'Weight300g per sqft', 'MaterialPVC and calcium carbonate']);
  expect(within(table).getByRole('rowheader', { name: 'Weight' })).toBeInTheDocument();
  const profile = screen.getByRole('region', { name: 'Design & Profile' });
  expect(within(profile).getByRole('img', { name: /tongue-and-groove profile/ })).toHaveAttribute('loading', 'lazy');
  const accessories = screen.getByRole('region', { name: 'Accessories' });
  expect(
    within(accessories)
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent),
  ).toEqual(['Crossing Corner', 'Hanging Clip', 'H-Corner', 'Top-Corner', 'U-Corner', 'W-Corner']);
});

it('gives White sand its 3000 mm length in the dimensions and the table', () => {
  at('/products/12/white-sand-ceiling-sheet');
  expect(screen.getByRole('heading', { level: 1, name: 'White sand Ceiling Sheet' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 2, name: 'Dimensions' }).nextElementSibling).toHaveTextContent(
    'Length3000 mm',
  );
  expect(screen.getByRole('rowheader', { name: 'Size' }).nextElementSibling).toHaveTextContent('20cm x 300cm');
});

it('shows the page for a slug that differs from the title, only warning, and keeps the right canonical', () => {
  at('/products/2/old-kithul-name');
  expect(screen.getByRole('heading', { level: 1, name: 'Kithul Ceiling Sheet' })).toBeInTheDocument();
  expect(warn).toHaveBeenCalledWith(expect.stringContaining('"old-kithul-name" differs from "kithul-ceiling-sheet"'));
  expect(canonical()).toBe('http://localhost:3000/products/2/kithul-ceiling-sheet');
});

it("says 'Product not found' for an unknown id, with a way back and no indexing", async () => {
  at('/products/99/maple-ceiling-sheet');
  expect(screen.getByRole('heading', { level: 1, name: 'Product not found' })).toBeInTheDocument();
  expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  expect(document.querySelector('script[type="application/ld+json"]')).toBeNull();
  expect(warn).not.toHaveBeenCalled();
  await userEvent.click(screen.getByRole('link', { name: 'Back to all products' }));
  expect(screen.getByRole('heading', { level: 1, name: 'The list' })).toBeInTheDocument();
});
