// Each language's glossary, and every Sinhala and Tamil string of the site held to it: the approved
// word wherever the English uses the term, no wrong variant anywhere.
import { glossary, glossaryFaults, regex, words } from './glossaryRules';
import { ENGLISH, LANGS, TEXTS } from './glossaryTexts';

describe.each(LANGS)('the %s glossary', (lang) => {
  const terms = glossary[lang];

  it('gives each term an approved rendering and a note, and no approved rendering is itself a wrong variant', () => {
    for (const term of terms) {
      expect(term.approved.trim()).not.toBe('');
      expect(term.note.trim()).not.toBe('');
      for (const wrong of term.wrong)
        expect({ term: term.term, wrong, hit: regex(wrong).test(term.approved) }).toEqual({
          term: term.term,
          wrong,
          hit: false,
        });
    }
  });

  it('covers the trade words of issue 43', () => {
    const names = terms.map((t) => t.term);
    for (const name of ['ceiling', 'roof', 'panel', 'sheet', 'quotation', 'Request a Quotation', 'finish'])
      expect(names).toContain(name);
    for (const name of ['accessory names', 'wood-grain', 'UPVC', 'square feet (sqft)', 'rupees', 'months'])
      expect(names).toContain(name);
  });

  it('renders the term with the approved word wherever the English uses it', () => {
    const faults = terms.flatMap((term) => {
      if (!term.en || !term.stem) return [];
      const english = new RegExp(term.en, 'iu');
      return TEXTS.filter((t) => t.lang === lang && english.test(words(ENGLISH.get(t.where) ?? '')))
        .filter((t) => !t.text.includes(term.stem!))
        .map((t) => `${t.where}: "${term.term}" in "${ENGLISH.get(t.where)}" is not ${term.approved} in "${t.text}"`);
    });
    expect(faults).toEqual([]);
  });

  it('is followed by every string: no wrong variant anywhere', () => {
    const faults = TEXTS.filter((t) => t.lang === lang).flatMap((text) => glossaryFaults(text, terms));
    expect(faults).toEqual([]);
  });
});
