import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { catalogIn, LangProvider, type Lang } from 'shared-ui';
import { catalog } from '../../i18n/catalog';
import { PanelCalculatorPage } from './PanelCalculatorPage';

// As the shell's start does before it renders a Sinhala or Tamil page: the catalogue's text loaded.
beforeAll(() => Promise.all([catalogIn(catalog, 'si'), catalogIn(catalog, 'ta')]));

const at = (lang: Lang) =>
  render(
    <LangProvider value={lang}>
      <MemoryRouter initialEntries={['/products/calculator?product=3']}>
        <PanelCalculatorPage />
      </MemoryRouter>
    </LangProvider>,
  );

it('works in Sinhala: labels, a field’s error, the estimate; the worked steps stay English, marked so', async () => {
  const user = userEvent.setup();
  at('si');
  expect(screen.getByRole('heading', { level: 1, name: 'පැනල ගණකය' })).toBeInTheDocument();
  expect(document.title).toBe('EcoPanel | පැනල ගණකය');
  expect(screen.getByRole('radio', { name: 'මීටර' })).toBeChecked();
  expect(screen.getByRole('combobox', { name: 'පැනලය' })).toHaveDisplayValue('ගෝල්ඩන් ටීක් සිවිලිම් තහඩුව (2440 mm)');
  const length = screen.getByRole('textbox', { name: 'කාමරයේ දිග (m)' });
  await user.type(length, 'abc');
  await user.tab();
  expect(length).toHaveAccessibleDescription(/කාමරයේ දිග, 0 ට වැඩි සහ 100 m හෝ ඊට අඩු අංකයක් ලෙස/);
  expect(screen.getByRole('status')).toHaveTextContent('ඇස්තමේන්තුව බැලීමට, සලකුණු කළ ඇතුළත් කිරීම් නිවැරදි කරන්න.');
  await user.clear(length);
  await user.type(length, '5');
  await user.type(screen.getByRole('textbox', { name: 'කාමරයේ පළල (m)' }), '4');
  expect(screen.getByRole('status')).toHaveTextContent(
    'ගෝල්ඩන් ටීක් සිවිලිම් තහඩුව: පැනල 46ක්, දාර ට්\u200Dරිම් දිග 8ක් සහ එල්ලුම් ක්ලිප් 216ක්.',
  );
  expect(screen.getByRole('link', { name: 'මේ සඳහා මිල ගණන් ඉල්ලන්න' })).toBeInTheDocument();
  const plan = screen.getByRole('list', { name: 'කැපීමේ සැලැස්ම' });
  expect(plan.closest('[lang]')).toHaveAttribute('lang', 'en');
  expect(within(plan).getAllByRole('listitem')[0]).toHaveTextContent('The room is 5 m long and 4 m wide');
});

it('is headed and labelled in Tamil', () => {
  at('ta');
  expect(screen.getByRole('heading', { level: 1, name: 'பலகைக் கணிப்பான்' })).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: 'அறையின் அகலம் (m)' })).toBeInTheDocument();
  expect(screen.getByRole('status')).toHaveTextContent('தேவையானதைக் காண அறையின் நீளத்தையும் அகலத்தையும் உள்ளிடவும்.');
});

/** The list under "What the estimate assumes". */
const assumptions = (name: string) =>
  within(screen.getByRole('heading', { level: 2, name }).parentElement!).getAllByRole('listitem');

// Per language: the list's heading, words of its first sentence and of the weight's.
const ASSUMED = [
  ['si', 'ඇස්තමේන්තුව පදනම් වන උපකල්පන', 'මිලිමීටර් 200 පළල පැනල පේළි', 'වර්ග අඩියකට ග්‍රෑම් 300 බැගිනි'],
  ['ta', 'மதிப்பீட்டின் அனுமானங்கள்', '200 mm அகலப் பலகைகளின் வரிசைகள்', 'சதுர அடிக்கு 300 g என்ற அளவில்'],
] as const;

it.each(ASSUMED)(
  'states what the estimate assumes in %s, with its figures, nothing marked English',
  (lang, heading, first, weight) => {
    at(lang);
    const items = assumptions(heading);
    expect(items).toHaveLength(10);
    expect(items[0]).toHaveTextContent(first);
    expect(items[6]).toHaveTextContent(weight);
    expect(items[7]).toHaveTextContent('Top-Corner');
    for (const item of items) {
      expect(item.closest('[lang]')).toBeNull();
      expect(item.querySelector('[lang]')).toBeNull();
      expect(item).not.toHaveTextContent(/\b(the|panels?)\b/i);
    }
  },
);
