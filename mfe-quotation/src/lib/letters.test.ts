import { letterCount, MAX_UNITS_PER_LETTER, overLetters } from './letters';

it.each<[string, string, number]>([
  ['ASCII', 'Maple ceiling, 5 x 4 m', 22],
  ['a Sinhala letter with its vowel sign', 'කි', 1],
  ['Sinhala words (11 code units)', 'ශ්‍රී ලංකාව', 6],
  ['a Tamil letter with its vowel sign', 'கி', 1],
  ['Tamil words', 'சீலிங் பேனல்', 7],
  ['an emoji family (11 code units)', '👨‍👩‍👧‍👦', 1],
  ['a flag', '🇱🇰', 1],
  ['a letter and a combining accent', 'e\u0301', 1],
  ['a line break', 'a\r\nb', 3],
  ['nothing', '', 0],
])('counts %s as the reader sees it', (_, text, letters) => {
  expect(letterCount(text)).toBe(letters);
});

it('counts a Sinhala sentence in letters, far fewer than its UTF-16 code units', () => {
  const sentence = 'මට මේපල් සිවිලිම් පැනල සඳහා මිල ගණන් අවශ්‍යයි';
  expect(sentence.length).toBeGreaterThan(letterCount(sentence) * 1.3);
});

it('is over the limit by letters, so a Sinhala message of the limit in letters is not', () => {
  const letter = 'කි';
  expect(overLetters(letter.repeat(3000), 3000)).toBe(false);
  expect(overLetters(letter.repeat(3001), 3000)).toBe(true);
  expect(overLetters('x'.repeat(40), 40)).toBe(false);
  expect(overLetters('x'.repeat(41), 40)).toBe(true);
});

it('stops one "letter" of endless combining marks by its code units', () => {
  const zalgo = `a${'\u0301'.repeat(40 * MAX_UNITS_PER_LETTER)}`;
  expect(letterCount(zalgo)).toBe(1);
  expect(overLetters(zalgo, 40)).toBe(true);
});

it('counts code points where the browser has no Intl.Segmenter', () => {
  const intl = Intl as { Segmenter?: typeof Intl.Segmenter };
  const { Segmenter } = intl;
  try {
    // A browser without it (Firefox before 125).
    delete intl.Segmenter;
    jest.isolateModules(() => {
      const { letterCount: withoutSegmenter } = jest.requireActual<typeof import('./letters')>('./letters');
      expect(withoutSegmenter('කි')).toBe(2);
      expect(withoutSegmenter('🇱🇰')).toBe(2);
      expect(withoutSegmenter('abc')).toBe(3);
    });
  } finally {
    intl.Segmenter = Segmenter;
  }
});
