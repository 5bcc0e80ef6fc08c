import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { LangProvider, type Lang } from '@ecopanel/shared-ui';
import { loadShellText } from '../../../test/loadShellText';
import { Intro } from '../Intro/Intro';
import { StoryBanner } from '../../story/StoryBanner/StoryBanner';
import { StoryIntro } from '../../story/StoryIntro/StoryIntro';
import { Testimonials } from '../Testimonials/Testimonials';
import { HeroSlider } from './HeroSlider';

beforeAll(() => loadShellText());

const renderIn = (lang: Lang, part: React.ReactNode) =>
  render(
    <LangProvider value={lang}>
      <MemoryRouter>{part}</MemoryRouter>
    </LangProvider>,
  );

/** No element of what was rendered says it is English. */
const noEnglish = (container: HTMLElement) => expect(container.querySelector('[lang="en"]')).toBeNull();

it.each([
  ['si', 'පරිසර හිතකාමී UPVC සිවිලිම් සහ බිත්ති පැනල', 'කිසිදා තීන්ත ආලේප කිරීමට අවශ්‍ය නොවන ලී රටා සිවිලිම්', 'වයිට් සෑන්ඩ් නිමාව බලන්න'],
  [
    'ta',
    'சூழலுக்கு உகந்த UPVC சீலிங் மற்றும் சுவர் பேனல்கள்',
    'ஒருபோதும் வண்ணம் பூசத் தேவையில்லாத மர இழைச் சீலிங்குகள்',
    'வைட் சாண்ட் நிறத்தைப் பாருங்கள்',
  ],
] as const)('shows the hero slides in %s, nothing in it marked English', (lang, heading, firstTitle, thirdLink) => {
  const { container } = renderIn(lang, <HeroSlider />);
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(heading);
  expect(screen.getByRole('heading', { level: 2, name: firstTitle })).toBeInTheDocument();
  // The hidden slides are in the page too, in the same language; White sand's length from shared-ui.
  expect(container).toHaveTextContent(thirdLink);
  expect(container).toHaveTextContent(/3000 mm|3000 දිග/);
  expect(container).not.toHaveTextContent('Browse all twelve finishes');
  noEnglish(container);
});

it('names the slide controls in Tamil', () => {
  renderIn('ta', <HeroSlider />);
  expect(screen.getByRole('button', { name: 'படம் 2 க்குச் செல்லவும்' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'தானியங்கிப் படக்காட்சியை நிறுத்தவும்' })).toBeInTheDocument();
  expect(screen.getByRole('img', { name: 'கோல்டன் டீக் UPVC சீலிங் பேனல்' })).toBeInTheDocument();
});

it.each([
  ['si', 'වසර 15', 'මුද්‍රිත ලී රටා, 2440 mm සහ 3000 mm දිග', 'අපේ කතාව කියවන්න'],
  ['ta', '15 ஆண்டுகள்', 'அச்சிடப்பட்ட மர இழை, 2440 mm மற்றும் 3000 mm நீளங்கள்', 'எங்கள் கதையைப் படியுங்கள்'],
] as const)('shows the home intro in %s, its facts and link too', (lang, years, lengths, more) => {
  const { container } = renderIn(lang, <Intro />);
  expect(container).toHaveTextContent(years);
  expect(container).toHaveTextContent(lengths);
  expect(screen.getByRole('link', { name: more })).toHaveAttribute('href', '/our-story');
  noEnglish(container);
});

it.each([
  ['si', 'අපේ කතාව', 'වනාන්තර ආරක්ෂා කරන සිවිලිම්', 'ISO 9001:2015 ගුණාත්මක පද්ධතියක්', 'නොමිලේ මිල ගණන් ඉල්ලන්න'],
  ['ta', 'எங்கள் கதை', 'காடுகளைக் காக்கும் சீலிங்குகளின்', 'ISO 9001:2015 தர முறைமையின்', 'இலவச விலைப்புள்ளி கோருங்கள்'],
] as const)('shows the Our Story banner and intro in %s', (lang, title, tagline, paragraph, link) => {
  const { container } = renderIn(
    lang,
    <>
      <StoryBanner />
      <StoryIntro />
    </>,
  );
  expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  expect(container).toHaveTextContent(tagline);
  expect(container).toHaveTextContent(paragraph);
  expect(screen.getByRole('link', { name: link })).toHaveAttribute('href', '/contact');
  noEnglish(container);
});

it('shows the testimonials in Sinhala: the words, the roles and the controls; the names as they are', () => {
  const { container } = renderIn('si', <Testimonials />);
  expect(
    screen.getByText('අපේ පැනල යට ජීවත් වීම සහ වැඩ කිරීම ගැන නිවැසියන්, ගෘහ නිර්මාණ ශිල්පීන් සහ ව්‍යාපාරිකයින්.'),
  ).toBeInTheDocument();
  expect(screen.getByRole('region', { name: 'පාරිභෝගික අදහස්' })).toHaveTextContent(
    'ගෝල්ඩන් ටීක් සිවිලිම සැබෑ දැව මෙන් පෙනෙන අතර',
  );
  expect(container).toHaveTextContent('Nimal Perera');
  expect(screen.getByRole('button', { name: 'ඊළඟ අදහස්' })).toBeInTheDocument();
  noEnglish(container);
});
