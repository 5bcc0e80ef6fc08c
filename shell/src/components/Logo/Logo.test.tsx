import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { catalogIn, LangProvider } from '@ecopanel/shared-ui';
import { catalog } from '../../i18n/catalog';
import { Logo } from './Logo';

beforeAll(() => Promise.all([catalogIn(catalog, 'si'), catalogIn(catalog, 'ta')]));

it('is one link home, named for screen readers, with a decorative mark', () => {
  const { container } = render(
    <MemoryRouter>
      <Logo />
    </MemoryRouter>,
  );
  const link = screen.getByRole('link', { name: 'EcoPanel home' });
  expect(link).toHaveAttribute('href', '/');
  expect(link).toHaveTextContent('EcoPanel');
  expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
});

it.each([
  ['si', 'EcoPanel මුල් පිටුව'],
  ['ta', 'EcoPanel முகப்பு'],
] as const)('is named in the page’s language: %s', (lang, name) => {
  render(
    <LangProvider value={lang}>
      <MemoryRouter>
        <Logo />
      </MemoryRouter>
    </LangProvider>,
  );
  expect(screen.getByRole('link', { name })).toBeInTheDocument();
});
