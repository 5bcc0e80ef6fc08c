import { render, screen } from '@testing-library/react';
import { StarRating } from './StarRating';
import { LangProvider } from '../../lang/LangContext';
import { catalogIn } from '../../i18n/catalog';
import { sharedText } from '../../i18n/text';

beforeAll(() => Promise.all([catalogIn(sharedText, 'si'), catalogIn(sharedText, 'ta')]));

it.each([
  [5, 5],
  [3, 3],
  [0, 0],
  [7, 5],
])('rating %s shows %s filled stars with a spoken label', (value, filled) => {
  const { container } = render(<StarRating value={value} />);
  expect(screen.getByRole('img', { name: `Rated ${filled} out of 5` })).toBeInTheDocument();
  expect(container.querySelectorAll('svg[data-filled="true"]')).toHaveLength(filled);
  expect(container.querySelectorAll('svg')).toHaveLength(5);
});

it.each([
  ['si', 'ශ්‍රේණිගත කිරීම: 5න් 4'],
  ['ta', 'மதிப்பீடு: 5-க்கு 4'],
] as const)('says the rating in the page’s language: %s', (lang, name) => {
  render(
    <LangProvider value={lang}>
      <StarRating value={4} />
    </LangProvider>,
  );
  expect(screen.getByRole('img', { name })).toBeInTheDocument();
});
