import { act, render, screen, within } from '@testing-library/react';
import { MemoryRouter, useLocation, useNavigate } from 'react-router-dom';
import {
  catalogIn,
  createPageTitleStore,
  LangProvider,
  PageMeta,
  PageTitleProvider,
  sharedText,
} from '@ecopanel/shared-ui';
import { catalog } from '../../i18n/catalog';
import { Breadcrumb } from './Breadcrumb';

const at = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <Breadcrumb />
    </MemoryRouter>,
  );

it('renders nothing on the home page', () => {
  at('/');
  expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
});

it('links earlier crumbs and leaves the last as plain text', () => {
  at('/products/5/jack-wood-ceiling-sheet');
  const nav = screen.getByRole('navigation', { name: 'Breadcrumb' });
  const items = within(nav).getAllByRole('listitem');
  expect(items.map((li) => li.textContent?.replace('›', ''))).toEqual(['Home', 'Products', 'Jack Wood Ceiling Sheet']);
  expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
  expect(within(nav).getByRole('link', { name: 'Products' })).toHaveAttribute('href', '/products');
  expect(within(nav).queryByRole('link', { name: 'Jack Wood Ceiling Sheet' })).not.toBeInTheDocument();
  expect(within(nav).getByText('Jack Wood Ceiling Sheet')).toHaveAttribute('aria-current', 'page');
});

describe('in Sinhala and Tamil: every crumb in the page’s language (issue 43 point 3)', () => {
  beforeAll(() => Promise.all([catalog, sharedText].flatMap((text) => [catalogIn(text, 'si'), catalogIn(text, 'ta')])));

  let go: (path: string) => void = () => undefined;
  function Navigator() {
    const navigate = useNavigate();
    go = (path) => navigate(path);
    return null;
  }
  /** The breadcrumb above a page that names itself with PageMeta, as Layout renders them. */
  const pageAt = (lang: 'si' | 'ta', path: string, title: string) =>
    render(
      <PageTitleProvider value={createPageTitleStore({ server: false })}>
        <LangProvider value={lang}>
          <MemoryRouter initialEntries={[path]}>
            <Navigator />
            <Breadcrumb />
            <PageMeta title={title} description="x" path={path} />
          </MemoryRouter>
        </LangProvider>
      </PageTitleProvider>,
    );
  const crumbs = () =>
    within(screen.getByRole('navigation'))
      .getAllByRole('listitem')
      .map((li) => li.textContent?.replace('›', ''));

  it('ends with the page’s own title, not the URL’s English', async () => {
    pageAt('si', '/products/1/maple-ceiling-sheet', 'මේපල් සිවිලිම් තහඩුව');
    expect(await screen.findByText('මේපල් සිවිලිම් තහඩුව', { selector: 'nav *' })).toHaveAttribute('aria-current', 'page');
    expect(crumbs()).toEqual(['මුල් පිටුව', 'නිෂ්පාදන', 'මේපල් සිවිලිම් තහඩුව']);
    expect(screen.getByRole('navigation').querySelector('[lang="en"]')).toBeNull();
  });

  it('names a remote’s section by its menu entry and a page no menu names by its title', async () => {
    pageAt('ta', '/resources/news-and-events', 'செய்திகளும் நிகழ்வுகளும்');
    expect(await screen.findByText('செய்திகளும் நிகழ்வுகளும்', { selector: 'nav *' })).toBeInTheDocument();
    expect(crumbs()).toEqual(['முகப்பு', 'வளங்கள்', 'செய்திகளும் நிகழ்வுகளும்']);
  });

  it('follows a navigation on the client to the next page’s title', async () => {
    const TITLES: Record<string, string> = {
      '/products/calculator': 'පැනල ගණකය',
      '/products/3/golden-teak-ceiling-sheet': 'ගෝල්ඩන් ටීක් සිවිලිම් තහඩුව',
    };
    function Page() {
      const { pathname } = useLocation();
      return <PageMeta title={TITLES[pathname]!} description="x" path={pathname} />;
    }
    render(
      <PageTitleProvider value={createPageTitleStore({ server: false })}>
        <LangProvider value="si">
          <MemoryRouter initialEntries={['/products/calculator']}>
            <Navigator />
            <Breadcrumb />
            <Page />
          </MemoryRouter>
        </LangProvider>
      </PageTitleProvider>,
    );
    expect(await screen.findByText('පැනල ගණකය', { selector: 'nav *' })).toBeInTheDocument();
    await act(async () => go('/products/3/golden-teak-ceiling-sheet'));
    expect(await screen.findByText('ගෝල්ඩන් ටීක් සිවිලිම් තහඩුව', { selector: 'nav *' })).toBeInTheDocument();
    expect(crumbs()).toEqual(['මුල් පිටුව', 'නිෂ්පාදන', 'ගෝල්ඩන් ටීක් සිවිලිම් තහඩුව']);
  });
});
