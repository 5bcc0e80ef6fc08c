import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { catalogIn, LangProvider, type Lang } from '@ecopanel/shared-ui';
import { catalog } from '../../i18n/catalog';
import { calculatorCatalog } from './i18n/catalog';
import { PanelCalculatorPage } from './PanelCalculatorPage';

// As the shell's start does before it renders a Sinhala or Tamil page: the catalogue's text loaded
// (and the calculator's steps, which the page itself loads on its first render).
beforeAll(() =>
  Promise.all(
    (['si', 'ta'] as const).flatMap((lang) => [catalogIn(catalog, lang), catalogIn(calculatorCatalog, lang)]),
  ),
);

const at = (lang: Lang) =>
  render(
    <LangProvider value={lang}>
      <MemoryRouter initialEntries={['/products/calculator?product=3']}>
        <PanelCalculatorPage />
      </MemoryRouter>
    </LangProvider>,
  );

it('works in Sinhala: labels, a field’s error, the estimate', async () => {
  const user = userEvent.setup();
  at('si');
  expect(screen.getByRole('heading', { level: 1, name: 'පැනල ගණකය' })).toBeInTheDocument();
  expect(document.title).toBe('EcoPanel | පැනල ගණකය');
  expect(screen.getByRole('radio', { name: 'මීටර' })).toBeChecked();
  expect(screen.getByRole('combobox', { name: 'පැනලය' })).toHaveDisplayValue('ගෝල්ඩන් ටීක් සිවිලිම් තහඩුව (2440 mm)');
  const length = screen.getByRole('textbox', { name: 'කාමරයේ දිග (m)' });
  await user.type(length, 'abc');
  await user.tab();
  expect(length).toHaveAccessibleDescription(/දිග අංකයක් ලෙස ඇතුළත් කරන්න, උදාහරණයක් ලෙස 4.5\./);
  // In feet, the largest side is said in feet (with the metres beside it), never "100 m" alone.
  await user.click(screen.getByRole('radio', { name: 'අඩි' }));
  await user.clear(length);
  await user.type(length, '400');
  expect(length).toHaveAccessibleDescription(/දිග අඩි 328 \(මීටර් 100\) හෝ ඊට අඩු විය යුතුය/);
  await user.click(screen.getByRole('radio', { name: 'මීටර' }));
  expect(screen.getByRole('status')).toHaveTextContent('ඇස්තමේන්තුව බැලීමට, සලකුණු කළ ඇතුළත් කිරීම් නිවැරදි කරන්න.');
  await user.clear(length);
  await user.type(length, '5');
  await user.type(screen.getByRole('textbox', { name: 'කාමරයේ පළල (m)' }), '4');
  expect(screen.getByRole('status')).toHaveTextContent(
    'ගෝල්ඩන් ටීක් සිවිලිම් තහඩුව: පැනල 46ක්, දාර ට්\u200Dරිම් දිග 8ක් සහ එල්ලුම් ක්ලිප් 216ක්.',
  );
  expect(screen.getByRole('link', { name: 'මේ සඳහා මිල ගණන් ඉල්ලන්න' })).toBeInTheDocument();
});

it('is headed and labelled in Tamil', () => {
  at('ta');
  expect(screen.getByRole('heading', { level: 1, name: 'பேனல் கணிப்பான்' })).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: 'அறையின் அகலம் (m)' })).toBeInTheDocument();
  expect(screen.getByRole('status')).toHaveTextContent('தேவையானதைக் காண அறையின் நீளத்தையும் அகலத்தையும் உள்ளிடவும்.');
});

/** The list under "What the estimate assumes". */
const assumptions = (name: string) =>
  within(screen.getByRole('heading', { level: 2, name }).parentElement!).getAllByRole('listitem');

// Per language: the list's heading, words of its first sentence and of the weight's.
const ASSUMED = [
  ['si', 'ඇස්තමේන්තුව පදනම් වන උපකල්පන', 'මිලිමීටර් 200 පළල පැනල පේළි', 'වර්ග අඩියකට ග්‍රෑම් 300 බැගිනි'],
  ['ta', 'மதிப்பீட்டின் அனுமானங்கள்', '200 mm அகலப் பேனல்களின் வரிசைகள்', 'சதுர அடிக்கு 300 g என்ற அளவில்'],
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

/** A room typed in metres, and the two lists of worked steps the estimate shows for it. */
async function workedSteps(length: string, width: string, [plan, steps]: readonly [string, string]) {
  const user = userEvent.setup();
  const [lengthBox, widthBox] = screen.getAllByRole('textbox');
  await user.type(lengthBox!, length);
  await user.type(widthBox!, width);
  const items = (name: string) =>
    within(screen.getByRole('list', { name }))
      .getAllByRole('listitem')
      .map((item) => item.textContent);
  return { plan: items(plan), steps: items(steps) };
}

// Golden Teak (product 3), 2440 mm x 200 mm, with the usual 10% wastage: a 5 x 4 m room (two whole
// panels and a 120 mm piece a row, the pieces cut from one panel) and a 4.88 x 2 m room (an exact fit).
const STEPS = [
  [
    'si',
    ['කැපීමේ සැලැස්ම', 'බර, ට්\u200dරිම් සහ ක්ලිප්'],
    [
      'කාමරය: දිග 5 m සහ පළල 4 m; සිවිලිමේ වර්ගඵලය 20.00 m² (215.28 sqft).',
      'පේළි: පළල 4000 mm ÷ පැනලයක පළල 200 mm = පේළි 20.',
      'සෑම පේළියකම දිග 5000 mm: සම්පූර්ණ 2440 mm පැනල 2 (4880 mm) + 120 mm කොටසක්.',
      'පේළි 20, පේළියකට සම්පූර්ණ පැනල 2 + 120 mm කොටසක් බැගින් = සම්පූර්ණ පැනල 40 සහ කොටස් 20.',
      '120 mm කොටස් 20 පැනල 1 කින් කපා ගනී (20 × 120 mm = 2400 mm, කැපුමකට 2 mm බැගින්: කිසිවක් ඉතිරි නොවේ).',
      'නාස්තියට පෙර සම්පූර්ණ පැනල 40 + කොටස් සඳහා 1 = පැනල 41. පරීක්ෂාව: සිවිලිමේ 20.00 m² ÷ පැනලයක 0.488 m² = 40.98, එබැවින් අවම වශයෙන් 41.',
      'පැනල 41 + නාස්තියට 10% = 45.1, ඉහළට වටයා ඇණවුම් කළ යුතු පැනල 46.',
    ],
    [
      'බර: පැනල 46 × පැනලයක් වර්ග අඩි 5.253 × වර්ග අඩියකට 300 g = 72.5 kg.',
      'Top-Corner දාර ට්\u200dරිම්: පරිමිතිය, 2 × (5 m + 4 m) = 18 m, ÷ එක් දිගකට 2.44 m = 7.38, ඉහළට වටයා දිග 8.',
      'එල්ලුම් ක්ලිප්: වර්ග අඩි 215.28, වර්ග අඩියකට එකක්, ඉහළට වටයා: ක්ලිප් 216.',
    ],
    [
      'කාමරය: දිග 4.88 m සහ පළල 2 m; සිවිලිමේ වර්ගඵලය 9.76 m² (105.06 sqft).',
      'පේළි: පළල 2000 mm ÷ පැනලයක පළල 200 mm = පේළි 10.',
      'සෑම පේළියකම දිග 4880 mm: හරියටම සම්පූර්ණ 2440 mm පැනල 2; කපන්නට කොටසක් නැත.',
      'පේළි 10, පේළියකට සම්පූර්ණ පැනල 2 බැගින් = පැනල 20.',
      'නාස්තියට පෙර සම්පූර්ණ පැනල 20. පරීක්ෂාව: සිවිලිමේ 9.76 m² ÷ පැනලයක 0.488 m² = හරියටම 20.',
      'පැනල 20 + නාස්තියට 10% = ඇණවුම් කළ යුතු පැනල 22.',
    ],
  ],
  [
    'ta',
    ['வெட்டுத் திட்டம்', 'எடை, டிரிம் மற்றும் கிளிப்புகள்'],
    [
      'அறை: நீளம் 5 m, அகலம் 4 m; சீலிங் பரப்பளவு 20.00 m² (215.28 sqft).',
      'வரிசைகள்: அகலம் 4000 mm ÷ ஒரு பேனலின் அகலம் 200 mm = 20 வரிசைகள்.',
      'ஒவ்வொரு வரிசையும் 5000 mm நீளம்: 2 முழு 2440 mm பேனல்கள் (4880 mm) + 120 mm துண்டு ஒன்று.',
      '20 வரிசைகள், ஒவ்வொன்றிலும் 2 முழுப் பேனல்கள் + 120 mm துண்டு ஒன்று = 40 முழுப் பேனல்கள் மற்றும் 20 துண்டுகள்.',
      '120 mm அளவுள்ள 20 துண்டுகள் 1 பேனலிலிருந்து வெட்டப்படும் (20 × 120 mm = 2400 mm, ஒரு வெட்டுக்கு 2 mm: மீதி எதுவும் இல்லை).',
      'வீணாக்கத்துக்கு முன் 40 முழுப் பேனல்கள் + துண்டுகளுக்கு 1 = 41 பேனல்கள். சரிபார்ப்பு: சீலிங்கின் 20.00 m² ÷ ஒரு பேனல் 0.488 m² = 40.98, எனவே குறைந்தது 41.',
      '41 பேனல்கள் + 10% வீணாக்கம் = 45.1, மேல்நோக்கி முழுமையாக்கி ஆர்டர் செய்ய வேண்டியவை 46 பேனல்கள்.',
    ],
    [
      'எடை: 46 பேனல்கள் × ஒவ்வொன்றும் 5.253 சதுர அடி × ஒரு சதுர அடிக்கு 300 g = 72.5 kg.',
      'Top-Corner விளிம்பு டிரிம்: சுற்றளவு, 2 × (5 m + 4 m) = 18 m, ÷ ஒரு நீளத்துக்கு 2.44 m = 7.38, மேல்நோக்கி முழுமையாக்கி 8 நீளங்கள்.',
      'தொங்கு கிளிப்புகள்: 215.28 சதுர அடி, ஒரு சதுர அடிக்கு ஒன்று, மேல்நோக்கி முழுமையாக்கி: 216 கிளிப்புகள்.',
    ],
    [
      'அறை: நீளம் 4.88 m, அகலம் 2 m; சீலிங் பரப்பளவு 9.76 m² (105.06 sqft).',
      'வரிசைகள்: அகலம் 2000 mm ÷ ஒரு பேனலின் அகலம் 200 mm = 10 வரிசைகள்.',
      'ஒவ்வொரு வரிசையும் 4880 mm நீளம்: சரியாக 2 முழு 2440 mm பேனல்கள், வெட்ட வேண்டிய துண்டு இல்லை.',
      '10 வரிசைகள், ஒவ்வொன்றிலும் 2 முழுப் பேனல்கள் = 20 பேனல்கள்.',
      'வீணாக்கத்துக்கு முன் 20 முழுப் பேனல்கள். சரிபார்ப்பு: சீலிங்கின் 9.76 m² ÷ ஒரு பேனல் 0.488 m² = சரியாக 20.',
      '20 பேனல்கள் + 10% வீணாக்கம் = ஆர்டர் செய்ய வேண்டியவை 22 பேனல்கள்.',
    ],
  ],
] as const;

it.each(STEPS)(
  'shows the worked steps in %s, with the figures as in English and nothing in the estimate marked English',
  async (lang, headings, cutRoom, cutRoomSteps, exactRoom) => {
    const { unmount } = at(lang);
    expect(await workedSteps('5', '4', headings)).toEqual({ plan: cutRoom, steps: cutRoomSteps });
    const estimate = screen.getByRole('region', { name: lang === 'si' ? 'ඔබේ ඇස්තමේන්තුව' : 'உங்கள் மதிப்பீடு' });
    expect(estimate.closest('[lang]')).toBeNull();
    expect(estimate.querySelector('[lang]')).toBeNull();
    // The quotation request the company reads stays in English, as it is sent from an English page.
    const request = within(estimate)
      .getAllByRole('link')
      .map((link) => new URL(link.getAttribute('href')!, 'http://x').searchParams.get('message'))
      .find(Boolean);
    expect(request).toContain('\nRoom: 5 m long and 4 m wide, 20.00 m² (215.28 sqft)\n');
    expect(request).toContain(
      '\nCutting plan: 20 rows of 2 whole panels + a 120 mm piece; the 20 pieces cut from 1 panel, allowing 2 mm a saw cut\n',
    );
    unmount();
    at(lang);
    expect((await workedSteps('4.88', '2', headings)).plan).toEqual(exactRoom);
  },
);
