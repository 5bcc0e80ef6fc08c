// What PanelCalculatorPage.*.test.tsx share: the page's words in every language, the page routed
// beside a stand-in for the quotation form it hands an estimate to, and its fields by their labels.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { catalogIn } from '@ecopanel/shared-ui';
import { PanelCalculatorPage } from '../features/calculator/PanelCalculatorPage';
import { catalog } from '../i18n/catalog';
import { calculatorCatalog } from '../features/calculator/i18n/catalog';

/**
 * The catalogue's Sinhala and Tamil words, loaded as its part loads them on such a page, and the
 * calculator's steps (the page suspends until they are there): before a file's tests.
 */
export function setUpCalculatorText() {
  beforeAll(() =>
    Promise.all(
      (['si', 'ta'] as const).flatMap((lang) => [catalogIn(catalog, lang), catalogIn(calculatorCatalog, lang)]),
    ),
  );
}

function ContactStandIn() {
  const { pathname, search } = useLocation();
  const query = new URLSearchParams(search);
  return (
    <>
      <h1>Quotation stand-in at {pathname}</h1>
      <pre data-testid="product">{query.get('product')}</pre>
      <pre data-testid="message">{query.get('message')}</pre>
    </>
  );
}

export const at = (path = '/products/calculator') =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/products/calculator" element={<PanelCalculatorPage />} />
        <Route path="/contact" element={<ContactStandIn />} />
      </Routes>
    </MemoryRouter>,
  );

export const length = () => screen.getByRole('textbox', { name: /^Room length/ });
export const width = () => screen.getByRole('textbox', { name: /^Room width/ });
export const wastage = () => screen.getByRole('textbox', { name: 'Wastage allowance (%)' });
export const panel = () => screen.getByRole('combobox', { name: 'Panel' }) as HTMLSelectElement;
export const status = () => screen.getByRole('status');
export const figure = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

export async function room(user: ReturnType<typeof userEvent.setup>, l: string, w: string) {
  await user.clear(length());
  if (l) await user.type(length(), l);
  await user.clear(width());
  if (w) await user.type(width(), w);
}
