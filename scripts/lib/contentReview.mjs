// The content report's review sheet (issue 43 point 5): `npm run content:report -- --sheet review.csv
// [--lang si|ta]` writes it; `npm run content:report -- --import review.csv --reviewer "Name"` reads
// it back. Every run first records, beside each catalog (`si.review.json`), the English each
// translation was made from, so an edited English turns its translations into `outdated`.
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
require('@ecopanel/build-tools/register-ts');
const {
  importSheet,
  readEnglishSources,
  reviewRows,
  reviewSheet,
  siteCatalogs,
  stampReviews,
} = require('@ecopanel/build-tools/i18n');

/** The value after `name` in argv, if any. */
const option = (argv, name) => {
  const at = argv.indexOf(name);
  return at >= 0 ? argv[at + 1] : undefined;
};

/** The catalogs of `apps` (name, dir) and where their English comes from, in the repository at `root`. */
export async function loadReview(root, apps) {
  return {
    catalogs: siteCatalogs(root, apps),
    sources: await readEnglishSources(
      root,
      apps.map((app) => app.dir),
    ),
  };
}

/**
 * Runs the review part of the content report for `argv`; returns the lines to print and the exit
 * code. Without `--sheet` or `--import` it only records the English of new translations.
 */
export async function reviewCommand(argv, { root, apps, date }) {
  const { catalogs, sources } = await loadReview(root, apps);
  const stamped = stampReviews(catalogs, sources);
  const lines = stamped.length
    ? [`Recorded the English of new or changed translations in ${stamped.length} review files.`]
    : [];
  const sheet = option(argv, '--sheet');
  const imported = option(argv, '--import');
  if (sheet) {
    const lang = option(argv, '--lang');
    if (lang !== undefined && !['si', 'ta'].includes(lang)) return { lines: ['--lang is si or ta'], code: 2 };
    const rows = reviewRows(catalogs, sources).filter((row) => !lang || row.lang === lang);
    writeFileSync(sheet, reviewSheet(rows));
    const count = (state) => rows.filter((row) => row.state === state).length;
    lines.push(
      `Wrote ${sheet}: ${rows.length} strings (${count('draft')} drafts, ${count('outdated')} outdated, ${count('reviewed')} reviewed, ${count('missing')} missing).`,
    );
    const unresolved = rows.filter((row) => !row.resolved);
    if (unresolved.length)
      lines.push(
        `  ${unresolved.length} show en.json's placeholder, not their English (no src/reviewSources.ts gives it): ${unresolved.map((row) => `${row.catalog} ${row.id}`).join(', ')}`,
      );
    return { lines, code: 0 };
  }
  if (imported) {
    const reviewer = option(argv, '--reviewer');
    const result = importSheet(catalogs, sources, readFileSync(imported, 'utf8'), {
      reviewer,
      ...(date ? { date } : {}),
    });
    lines.push(
      `Read ${imported}: ${result.reviewed} recorded as reviewed${reviewer ? ` by ${reviewer}` : ''}, ${result.corrected} translations corrected in the catalogs, ${result.reopened} set back to drafts.`,
    );
    if (result.problems.length)
      lines.push(`${result.problems.length} rows left as they were:`, ...result.problems.map((p) => `  ${p}`));
    return { lines, code: result.problems.length ? 1 : 0 };
  }
  return { lines, code: 0 };
}
