import { paragraphs, summary } from './text';

it('splits content into paragraphs on blank lines, joining wrapped lines', () => {
  expect(paragraphs('First line\nstill first.\n\nSecond.\n   \n\nThird.')).toEqual([
    'First line still first.',
    'Second.',
    'Third.',
  ]);
});

it('shortens long text at a sentence or a word, for meta descriptions', () => {
  expect(summary('Short.')).toBe('Short.');
  const long = `${'A first sentence that is long enough to matter here. '.repeat(3)}Tail`;
  expect(summary(long, 120)).toBe(
    'A first sentence that is long enough to matter here. A first sentence that is long enough to matter here.',
  );
  const cut = summary('word '.repeat(60), 50);
  expect(cut).toMatch(/^(word ){8}word…$/);
  expect(cut.length).toBeLessThanOrEqual(50);
});
