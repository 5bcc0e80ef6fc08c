// The glossary and the claims list glossary.*.test.ts hold the site's strings to (issue 43):
// docs/glossary/si.json and ta.json name the approved word for each of the trade's terms and the
// variants that are wrong in Sri Lankan usage; docs/glossary/claims.json the one rendering each
// fire, health, warranty and environmental claim may take. And the checks that find a fault.
import path from 'node:path';
import { ROOT, readJson, type Lang, type Text } from './glossaryTexts';

const GLOSSARY = path.join(ROOT, 'docs/glossary');

interface Term {
  term: string;
  /** The English word (a regular expression, case ignored): a string whose English uses it renders it with `stem`. */
  en?: string;
  /** What every rendering of the term contains, whatever its inflection (பேனல in பேனலை, பேனல்கள்). */
  stem?: string;
  approved: string;
  forms?: string;
  wrong: string[];
  allow?: string[];
  note: string;
}
interface Rendering {
  approved: string[];
  wrong: string[];
}
interface Claim {
  claim: string;
  en: string;
  enPattern?: string;
  si: Rendering;
  ta: Rendering;
  carriers: string[];
  note: string;
}

export const glossary: Record<Lang, Term[]> = {
  si: readJson<{ terms: Term[] }>(path.join(GLOSSARY, 'si.json')).terms,
  ta: readJson<{ terms: Term[] }>(path.join(GLOSSARY, 'ta.json')).terms,
};
export const claims = readJson<{ claims: Claim[] }>(path.join(GLOSSARY, 'claims.json')).claims;

export const regex = (source: string) => new RegExp(source, 'u');
/** The words a reader sees: an ICU argument's name (`{sqft}`, `{count, plural, …}`) is code, not text. */
export const words = (text: string) => text.replace(/\{\s*[A-Za-z_]\w*/g, '{');

/** A string's uses of a term's wrong variants, once the phrases where the word is right are taken out. */
export function glossaryFaults({ where, text }: Text, terms: Term[]): string[] {
  return terms.flatMap((term) => {
    const checked = (term.allow ?? []).reduce((rest, phrase) => rest.split(phrase).join(' … '), words(text));
    return term.wrong
      .filter((wrong) => regex(wrong).test(checked))
      .map(
        (wrong) =>
          `${where}: "${checked.match(regex(wrong))?.[0]}" is wrong for "${term.term}" (approved: ${term.approved})`,
      );
  });
}

/** A string's renderings of a claim that say more than the English. */
export function claimFaults({ lang, where, text }: Text): string[] {
  return claims.flatMap((claim) =>
    claim[lang].wrong
      .filter((wrong) => regex(wrong).test(words(text)))
      .map((wrong) => `${where}: "${words(text).match(regex(wrong))?.[0]}" overstates "${claim.claim}"`),
  );
}
