import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { catalogIn, LangProvider, type Lang } from '@ecopanel/shared-ui';
import FeaturedProducts from '../exposes/FeaturedProducts';
import ProductRoutes from '../exposes/ProductRoutes';
import { catalog } from '../i18n/catalog';

// As the shell's start does before it renders a Sinhala or Tamil page: the catalogue's text loaded.
beforeAll(() => Promise.all([catalogIn(catalog, 'si'), catalogIn(catalog, 'ta')]));

const at = (lang: Lang, url: string, part = <ProductRoutes />) =>
  render(
    <LangProvider value={lang}>
      <MemoryRouter initialEntries={[url]}>{part}</MemoryRouter>
    </LangProvider>,
  );

it('shows the product list in Sinhala: heading, title, cards with Sinhala names and buttons', () => {
  at('si', '/');
  expect(screen.getByRole('heading', { level: 1, name: 'උසස් තත්ත්වයේ පැනල එකතුව' })).toBeInTheDocument();
  expect(document.title).toBe('EcoPanel | නිෂ්පාදන');
  const maple = screen.getAllByRole('article')[0]!;
  expect(within(maple).getByRole('heading', { level: 2, name: 'මේපල් සිවිලිම් තහඩුව' })).toBeInTheDocument();
  expect(within(maple).getByRole('link', { name: 'විස්තර බලන්න (මේපල් සිවිලිම් තහඩුව)' })).toHaveAttribute(
    'href',
    '/products/1/maple-ceiling-sheet',
  );
  expect(within(maple).getByRole('img', { name: /^මේපල් සිවිලිම් තහඩුව: / })).toBeInTheDocument();
  expect(within(maple).getByText(/^පිරිසිදු හා දීප්තිමත්/)).not.toHaveAttribute('lang');
  const facts = within(maple).getByRole('list', { name: 'පිරිවිතර' });
  expect(facts).toHaveTextContent('ප්\u200Dරමාණය: 200 mm x 2440 mm');
  expect(screen.getByRole('link', { name: 'පැනල ගණකය' })).toHaveAttribute('href', '/products/calculator');
  // Translated text carries no English marking; the page's own lang says it is Sinhala.
  expect(screen.getByRole('heading', { level: 1 }).closest('[lang]')).toBeNull();
});

it('shows the product list in Tamil', () => {
  at('ta', '/');
  expect(screen.getByRole('heading', { level: 1, name: 'உயர்தரப் பேனல் தொகுப்பு' })).toBeInTheDocument();
  expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toContain('வைட் சாண்ட் சீலிங் தகடு');
  expect(screen.getAllByRole('link', { name: /^விவரங்களைக் காண்க/ })).toHaveLength(12);
});

it('shows the home page’s featured products in Sinhala and Tamil', () => {
  at('si', '/', <FeaturedProducts />);
  expect(screen.getByRole('region', { name: 'අපගේ සුවිශේෂී සහ උසස් නිෂ්පාදන' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 3, name: 'කිතුල් සිවිලිම් තහඩුව' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'සියලු නිෂ්පාදන බලන්න' })).toHaveAttribute('href', '/products');
  expect(screen.getAllByText('සිවිලිම් පැනලය')).toHaveLength(6);
  at('ta', '/', <FeaturedProducts />);
  expect(screen.getByRole('region', { name: 'எங்கள் தனித்துவமான உயர்தரத் தயாரிப்புகள்' })).toBeInTheDocument();
});

it('says plainly in Sinhala that a product does not exist', () => {
  at('si', '/99');
  expect(screen.getByRole('heading', { level: 1, name: 'නිෂ්පාදනය හමු නොවීය' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'සියලු නිෂ්පාදන වෙත ආපසු' })).toHaveAttribute('href', '/products');
});
