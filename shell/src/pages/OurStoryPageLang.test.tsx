import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { LangProvider, type Lang } from '@ecopanel/shared-ui';
import { loadShellText } from '../test/loadShellText';
import { OurStoryPage } from './OurStoryPage';

beforeAll(() => loadShellText());

const renderIn = (lang: Lang) =>
  render(
    <LangProvider value={lang}>
      <MemoryRouter>
        <OurStoryPage />
      </MemoryRouter>
    </LangProvider>,
  );

const h3s = (section: string) =>
  within(screen.getByRole('region', { name: section }))
    .getAllByRole('heading', { level: 3 })
    .map((h) => h.textContent);

it('tells the whole story in Sinhala, the opening hours too: only the address stays English, marked so', () => {
  const { container } = renderIn('si');
  expect(h3s('අපේ සේවා')).toEqual(['දියුණු නිෂ්පාදනය', 'කාර්යක්ෂම සවි කිරීම', 'අභිමතය පරිදි තේරීම්', 'පිරිවැය-ඵලදායීතාව']);
  expect(h3s('අප වැඩ කරන ආකාරය')).toEqual(['උපදේශනය', 'සැලසුම සහ තේරීම', 'සවි කිරීම සහ බෙදා හැරීම']);
  // The panel's thickness from shared-ui, as the English says it.
  expect(container).toHaveTextContent('එකම 7.5 mm හැඩය');
  expect(screen.getByRole('heading', { level: 3, name: 'අප ගැන' }).closest('summary')).not.toBeNull();
  expect(container).toHaveTextContent('සාර්ථක ව්‍යාපෘති');
  expect(screen.getByRole('link', { name: 'පත්‍රිකාව බාගත කරන්න' })).toHaveAttribute('download');
  expect(screen.getByRole('link', { name: 'මඟ පෙන්වීම් ලබා ගන්න (නව ටැබයක විවෘත වේ)' })).toBeInTheDocument();
  const english = [...container.querySelectorAll('[lang="en"]')].map((e) => e.textContent);
  expect(english).toEqual([expect.stringMatching(/Lucas Road/)]);
  expect(container).toHaveTextContent('සඳුදා සිට සිකුරාදා දක්වා, පෙ.ව. 8.30 සිට ප.ව. 5.30 දක්වා');
});

it('tells the story in Tamil, the accordion and the strengths too', () => {
  const { container } = renderIn('ta');
  expect(screen.getByRole('heading', { level: 3, name: 'சூழல் தாக்கம்' }).closest('summary')).not.toBeNull();
  // A closed panel's text is in the page, in Tamil, with its figure.
  expect(container).toHaveTextContent('ஆண்டுக்குச் சுமார் 22,500 மரங்களை');
  expect(h3s('எங்களை ஏன் தேர்ந்தெடுக்க வேண்டும்')).toContain('சூழலுக்கு உகந்தது');
  expect(screen.getByRole('button', { name: 'காணொளியை இயக்கவும்: எங்கள் கதை' })).toBeInTheDocument();
  expect(container).not.toHaveTextContent(/Successful Projects|Consultation|Advanced Manufacturing/);
});
