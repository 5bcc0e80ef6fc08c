// The claims list: each fire, health, warranty and environmental claim rendered the approved way
// wherever it is made, no string saying more than the English, and every claim's carriers listed.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { claimFaults, claims } from './glossaryRules';
import { ENGLISH, LANGS, ROOT, TEXTS, readJson, type Lang } from './glossaryTexts';

describe('the claims', () => {
  const catalog = (folder: string, lang: Lang | 'en') => {
    const file = path.join(ROOT, folder, `${lang}.json`);
    return existsSync(file) ? readJson<Record<string, unknown>>(file) : {};
  };

  it.each(claims.map((claim) => [claim.claim, claim] as const))(
    '"%s" reads as the approved rendering wherever it is made',
    (_, claim) => {
      const faults: string[] = [];
      for (const carrier of claim.carriers) {
        const [folder = '', id = ''] = carrier.split('#');
        if (!(id in catalog(folder, 'en'))) faults.push(`${carrier}: no such English id`);
        for (const lang of LANGS) {
          const text = catalog(folder, lang)[id];
          if (typeof text !== 'string') continue; // not translated yet: the visitor reads the English
          if (!claim[lang].approved.some((approved) => text.includes(approved)))
            faults.push(`${carrier} (${lang}): "${text}" lacks ${claim[lang].approved.join(' or ')}`);
        }
      }
      expect(faults).toEqual([]);
    },
  );

  it.each(LANGS)('no %s string says more than the English: no wrong rendering of a claim anywhere', (lang) => {
    const faults = TEXTS.filter((t) => t.lang === lang).flatMap((text) => claimFaults(text));
    expect(faults).toEqual([]);
  });

  it('lists every catalog string whose English makes a claim among its carriers', () => {
    const unlisted = claims.flatMap((claim) => {
      if (!claim.enPattern) return [];
      const pattern = new RegExp(claim.enPattern, 'i');
      return [...ENGLISH]
        .filter(([carrier, english]) => pattern.test(english) && !claim.carriers.includes(carrier))
        .map(
          ([carrier, english]) =>
            `${carrier} ("${english}") makes the "${claim.claim}" claim but is not among its carriers`,
        );
    });
    expect(unlisted).toEqual([]);
  });
});
