import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { catalogIn, LangProvider, type Lang } from '@ecopanel/shared-ui';
import ProductRoutes from '../exposes/ProductRoutes';
import { catalog } from '../i18n/catalog';
import { productPageCatalog } from '../features/product/i18n/catalog';

// As the shell's start does before it renders a Sinhala or Tamil page: the catalogue's text loaded.
beforeAll(() =>
  Promise.all(
    (['si', 'ta'] as const).flatMap((lang) => [catalogIn(catalog, lang), catalogIn(productPageCatalog, lang)]),
  ),
);

const at = (lang: Lang, url: string) =>
  render(
    <LangProvider value={lang}>
      <MemoryRouter initialEntries={[url]}>
        <ProductRoutes />
      </MemoryRouter>
    </LangProvider>,
  );

it('shows a product page in Sinhala: name, buttons, sections, table and accessories', async () => {
  at('si', '/3/golden-teak-ceiling-sheet');
  const h1 = await screen.findByRole('heading', { level: 1, name: 'ගෝල්ඩන් ටීක් සිවිලිම් තහඩුව' });
  expect(h1.closest('[lang]')).toBeNull();
  expect(document.title).toBe('EcoPanel | ගෝල්ඩන් ටීක් සිවිලිම් තහඩුව');
  expect(screen.getByRole('link', { name: /^මිලදී ගන්න/ })).toHaveAttribute('href', expect.stringMatching(/^https:/));
  expect(screen.getByRole('link', { name: 'මිල ගණන් ඉල්ලන්න (ගෝල්ඩන් ටීක් සිවිලිම් තහඩුව)' })).toBeInTheDocument();
  const dims = screen.getByRole('heading', { level: 2, name: 'මිනුම්' }).nextElementSibling as HTMLElement;
  expect(dims).toHaveTextContent('දිග2440 mm');
  const table = within(screen.getByRole('table', { name: '20cm / අඟල් 8 පැනලය' }));
  expect(table.getByRole('rowheader', { name: 'බර' }).nextElementSibling).toHaveTextContent('වර්ග අඩියකට 300g');
  expect(screen.getByRole('heading', { level: 3, name: 'Top-Corner' }).nextElementSibling).toHaveTextContent(
    /^සිවිලිම බිත්තියට හමුවන දාරය/,
  );
  expect(screen.getByRole('list', { name: 'නිෂ්පාදන පින්තූර' })).toBeInTheDocument();
  // The key features in Sinhala, nothing in them marked English.
  const features = screen.getByRole('heading', { level: 2, name: 'ප්‍රධාන විශේෂාංග' }).nextElementSibling!;
  expect(within(features as HTMLElement).getAllByRole('listitem')[0]).toHaveTextContent(
    'එකම ගසක්වත් කපන්නේ නැතිව රන්වන් තේක්ක ලී පෙනුම',
  );
  expect(features).not.toHaveTextContent('Golden teak wood effect');
  expect(features.closest('[lang]')).toBeNull();
  expect(features.querySelector('[lang]')).toBeNull();
});

it('shows a product page in Tamil', async () => {
  at('ta', '/12/white-sand-ceiling-sheet');
  expect(await screen.findByRole('heading', { level: 1, name: 'வைட் சாண்ட் சீலிங் தகடு' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: /^வாங்கவும்/ })).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 2, name: 'துணைப் பொருட்கள்' })).toBeInTheDocument();
  expect(screen.getByRole('rowheader', { name: 'அளவு' }).nextElementSibling).toHaveTextContent('20cm x 300cm');
  // The key features in Tamil, White sand's length from shared-ui.
  const features = screen.getByRole('heading', { level: 2, name: 'முக்கிய அம்சங்கள்' }).nextElementSibling!;
  expect(features).toHaveTextContent('அகலமான அறைகளில் குறைவான இணைப்புகளுக்கு நீளமான 3000 mm தகடுகள்');
  expect(features.closest('[lang]')).toBeNull();
  expect(features.querySelector('[lang]')).toBeNull();
});
