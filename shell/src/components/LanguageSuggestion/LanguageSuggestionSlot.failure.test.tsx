import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { LangProvider } from '@ecopanel/shared-ui';
import { langCookie } from '../../lib/langCookie';
import { LanguageSuggestionSlot } from './LanguageSuggestionSlot';

// The offer's chunk cannot be fetched (a network gone, a release whose files were removed).
jest.mock('./LanguageSuggestion', () => {
  throw new Error('Loading chunk language-suggestion failed.');
});

it('leaves the page as it is, with no offer, when the offer’s code cannot be fetched', async () => {
  document.cookie = langCookie('si', false);
  render(
    <LangProvider value="en">
      <MemoryRouter initialEntries={['/products']}>
        <p>The page</p>
        <LanguageSuggestionSlot />
      </MemoryRouter>
    </LangProvider>,
  );
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  expect(screen.getByText('The page')).toBeInTheDocument();
  expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
});
