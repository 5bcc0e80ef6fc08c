import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { formatTranslationReport, translationReport } from './report';
import { hashOf } from './review';

function appWith(root: string, dir: string, files: Record<string, object>) {
  mkdirSync(path.join(root, dir, 'src', 'i18n'), { recursive: true });
  for (const [lang, messages] of Object.entries(files))
    writeFileSync(path.join(root, dir, 'src', 'i18n', `${lang}.json`), JSON.stringify(messages));
}

it('lists, per app and language, the strings missing, still drafts, and left over', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'i18n-report-'));
  appWith(root, 'mfe-demo', {
    en: { title: 'Products', empty: 'No products', call: 'Call {phone}' },
    si: { $reviewed: [], title: 'නිෂ්පාදන', call: '{phone} අමතන්න', old: 'පැරණි' },
  });
  // A native speaker's review is kept beside the catalog (review.ts): of this very translation.
  writeFileSync(
    path.join(root, 'mfe-demo', 'src', 'i18n', 'si.review.json'),
    JSON.stringify({
      title: { source: hashOf('Products'), translation: hashOf('නිෂ්පාදන'), state: 'reviewed' },
      call: { source: hashOf('Call {phone}'), translation: hashOf('an older translation'), state: 'reviewed' },
    }),
  );
  writeFileSync(
    path.join(root, 'mfe-demo', 'src', 'Page.tsx'),
    'export const P = () => <Untranslated><p>Hi</p></Untranslated>;',
  );
  writeFileSync(path.join(root, 'mfe-demo', 'src', 'Done.tsx'), 'export const D = () => <p>{t.node("title")}</p>;');
  mkdirSync(path.join(root, 'mfe-none', 'src'), { recursive: true });
  const rows = translationReport(root, [
    { name: 'demo', dir: 'mfe-demo' },
    { name: 'none', dir: 'mfe-none' },
  ]);
  expect(rows).toEqual([
    {
      app: 'demo',
      lang: 'si',
      catalog: true,
      total: 3,
      missing: ['empty'],
      draft: ['call'],
      outdated: [],
      unused: ['old'],
      untranslated: ['mfe-demo/src/Page.tsx'],
    },
    {
      app: 'demo',
      lang: 'ta',
      catalog: true,
      total: 3,
      missing: ['title', 'empty', 'call'],
      draft: [],
      outdated: [],
      unused: [],
      untranslated: ['mfe-demo/src/Page.tsx'],
    },
    ...(['si', 'ta'] as const).map((lang) => ({
      app: 'none',
      lang,
      catalog: false,
      total: 0,
      missing: [],
      draft: [],
      outdated: [],
      unused: [],
      untranslated: [],
    })),
  ]);
  const text = formatTranslationReport(rows);
  expect(text).toContain(
    'demo Sinhala: 2 of 3 strings translated, 1 of them drafts for a native speaker to review, 1 missing.',
  );
  expect(text).toContain('missing (shown in English): empty');
  expect(text).toContain('parts not in the catalog yet, English in every language: mfe-demo/src/Page.tsx');
  expect(text).toContain('demo Tamil: 0 of 3 strings translated');
  expect(text).toContain('none Sinhala: no catalog yet, so all its text is English (marked lang="en").');
});

it('lists a part with a catalog of its own (a lazy chunk’s text) as <app>-<part>', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'i18n-report-'));
  appWith(root, 'mfe-demo', { en: { title: 'Products' }, si: { title: 'නිෂ්පාදන' }, ta: { title: 'தயாரிப்புகள்' } });
  const part = path.join(root, 'mfe-demo', 'src', 'features', 'calculator', 'i18n');
  mkdirSync(part, { recursive: true });
  writeFileSync(path.join(part, 'en.json'), JSON.stringify({ rows: 'Rows', total: 'Total' }));
  writeFileSync(path.join(part, 'si.json'), JSON.stringify({ rows: 'පේළි' }));
  writeFileSync(
    path.join(part, 'si.review.json'),
    JSON.stringify({ rows: { source: hashOf('Rows'), translation: hashOf('පේළි'), state: 'reviewed' } }),
  );
  // A test's fixture catalog is not the site's text: not reported.
  const fixture = path.join(root, 'mfe-demo', 'src', 'fixture', 'i18n');
  mkdirSync(fixture, { recursive: true });
  writeFileSync(path.join(fixture, 'en.json'), JSON.stringify({ only: 'For a test' }));
  const rows = translationReport(root, [{ name: 'demo', dir: 'mfe-demo' }]);
  expect(rows.map(({ app, lang, total, missing, draft }) => ({ app, lang, total, missing, draft }))).toEqual([
    { app: 'demo', lang: 'si', total: 1, missing: [], draft: ['title'] },
    { app: 'demo', lang: 'ta', total: 1, missing: [], draft: ['title'] },
    { app: 'demo-calculator', lang: 'si', total: 2, missing: ['total'], draft: [] },
    { app: 'demo-calculator', lang: 'ta', total: 2, missing: ['rows', 'total'], draft: [] },
  ]);
  expect(formatTranslationReport(rows)).toContain('demo-calculator Sinhala: 1 of 2 strings translated');
});
