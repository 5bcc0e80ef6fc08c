// The glossary's checks themselves (they catch issue 43's faults and pass the approved renderings),
// and the strings they read: every catalog in both languages and the literals outside them.
import { claimFaults, glossary, glossaryFaults } from './glossaryRules';
import { APP_DIRS, ENGLISH, LANGS, TEXTS, type Lang } from './glossaryTexts';

describe('the checks themselves', () => {
  const fault = (lang: Lang, text: string) => [
    ...glossaryFaults({ lang, where: 'x', text }, glossary[lang]),
    ...claimFaults({ lang, where: 'x', text }),
  ];

  it('catch the faults issue 43 found', () => {
    expect(fault('ta', 'மேப்பிள் கூரைத் தகடு')).toHaveLength(1); // ceiling as roof
    expect(fault('ta', 'கூரை மற்றும் சுவர் பலகைகள்')).toHaveLength(2); // and panel as plank
    expect(fault('ta', 'விலைமதிப்பீடு கோரவும்')).not.toEqual([]);
    expect(fault('ta', '5 பிப்ரவரி, 2024')).toHaveLength(1);
    expect(fault('ta', 'தீப் பரவலைத் தடுக்கும் UPVC')).toHaveLength(1);
    expect(fault('ta', 'மருத்துவமனைகளுக்கும் கடைகளுக்கும்')).toHaveLength(1);
    expect(fault('si', 'ලී ඉරටු රටා සිවිලිම් තහඩු')).toHaveLength(1);
    expect(fault('si', '2,400 sqft පුරා')).toHaveLength(1);
    expect(fault('si', 'එපා, ස්තූතියි')).toHaveLength(1);
    expect(fault('si', 'ගිනි ඇවිලීම වළක්වන UPVC')).toHaveLength(1);
  });

  it('pass the approved renderings, the roof where the English says roof, and ICU argument names', () => {
    expect(fault('ta', 'மேப்பிள் சீலிங் தகடு; கூரையில் ஏதேனும் ஒழுக்கு இருந்தால்')).toEqual([]);
    expect(fault('ta', 'மரம் மற்றும் ஜிப்சம் பலகைகள் போல')).toEqual([]);
    expect(fault('ta', '{sqft} சதுர அடி, {sqftPerClip, plural, one {ஒரு சதுர அடிக்கு ஒன்று} other {}}')).toEqual([]);
    expect(fault('si', 'වර්ග අඩි {sqft}, ගින්න පැතිරීම මන්දගාමී කරන')).toEqual([]);
  });
});

describe('the strings the glossary reads', () => {
  it('are every Sinhala and Tamil catalog and the literals outside them', () => {
    // The catalogs of all five apps and shared-ui, in both languages.
    for (const dir of APP_DIRS)
      for (const lang of LANGS) expect(TEXTS.some((t) => t.lang === lang && t.where.startsWith(`${dir}/`))).toBe(true);
    // Text outside the catalogs: the menu labels in apps.json, a remote's site.ts, shared-ui's months.
    expect(TEXTS.filter((t) => t.where.startsWith('apps.json:')).map((t) => t.text)).toContain('නිෂ්පාදන');
    expect(TEXTS.some((t) => t.where.startsWith('mfe-quotation/src/site.ts:') && t.lang === 'ta')).toBe(true);
    expect(TEXTS.some((t) => t.where.startsWith('shared-ui/src/lib/format.ts:') && t.text === 'ஜனவரி')).toBe(true);
    expect(TEXTS.length).toBeGreaterThan(1900);
    // The English of every catalog message, content ids too (their English is the apps' data).
    const catalogued = TEXTS.filter((t) => t.where.includes('#'));
    expect(catalogued.filter((t) => !ENGLISH.has(t.where)).map((t) => t.where)).toEqual([]);
  });
});
