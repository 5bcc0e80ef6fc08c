import { readFileSync } from 'node:fs';
import path from 'node:path';
import { setupI18n } from '@lingui/core';
import { formatEnglish } from '@ecopanel/shared-ui/i18n';
import { APPS } from '../apps';
import { catalogFolders } from './catalogFolders';

// eslint-disable-next-line @typescript-eslint/no-require-imports -- the compiler is CommonJS, as rspack and jest load it
const { compileCatalog } = require('./compileCatalog.cjs') as {
  compileCatalog: (source: string, file: string) => Record<string, unknown>;
};

const ROOT = path.join(__dirname, '..', '..');

/** Lingui as a Sinhala or Tamil page runs it, here on English: what formatEnglish must equal. */
function lingui(messages: Record<string, unknown>) {
  const i18n = setupI18n({ locale: 'en', locales: ['en-LK'], messages: { en: messages as never } });
  i18n.setMessagesCompiler(undefined as never);
  return (id: string, values: Record<string, unknown>) => i18n._(id, values);
}

/** The names a compiled message reads, with the kind of value each takes. */
function argumentsOf(message: unknown, found = new Map<string, 'count' | 'choice' | 'text'>()) {
  if (!Array.isArray(message)) return found;
  for (const token of message as unknown[]) {
    if (!Array.isArray(token)) continue;
    const [name, type, cases] = token as [string, string?, Record<string, unknown>?];
    found.set(name, type === 'plural' || type === 'selectordinal' ? 'count' : type === 'select' ? 'choice' : 'text');
    for (const branch of Object.values(cases ?? {})) argumentsOf(branch, found);
  }
  return found;
}

/** Value sets that reach every branch: counts across plural forms and grouping, each select's keys. */
function samples(message: unknown): Record<string, unknown>[] {
  const sets: Record<string, unknown>[] = [];
  for (const count of [0, 1, 2, 3, 11, 22, 1234567, 2.5]) {
    const values: Record<string, unknown> = {};
    for (const [name, kind] of argumentsOf(message))
      values[name] = kind === 'count' ? count : kind === 'choice' ? ['a', 'other', 'x'][count % 3] : `v${count}`;
    sets.push(values);
  }
  return sets;
}

/**
 * Every English catalog: each app's own (`src/i18n`), its parts' (`src/<part>/i18n`, loaded with their
 * chunk only), shared-ui's and its test fixture's.
 */
const catalogs = [...APPS.map((app) => app.dir), 'shared-ui'].flatMap((dir) =>
  catalogFolders(ROOT, dir).map((folder) => path.relative(ROOT, path.join(folder, 'en.json'))),
);

it.each(catalogs)('formats every English message of %s exactly as Lingui does', (file) => {
  const messages = compileCatalog(readFileSync(path.join(ROOT, file), 'utf8'), file);
  const expected = lingui(messages);
  for (const [id, message] of Object.entries(messages))
    for (const values of samples(message))
      expect([id, formatEnglish(message, values)]).toEqual([id, expected(id, values)]);
});

it('covers what an English message may use: values, plural with exact forms and offset, ordinals, select', () => {
  const messages = compileCatalog(
    JSON.stringify({
      plural: '{n, plural, offset:1 =0 {none} =1 {just {who}} one {{who} and # other} other {{who} and # others}}',
      ordinal: '{n, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}',
      select: '{k, select, a {Option A for {who}} other {Other}}',
      text: 'Call {phone} ({missing})',
    }),
    'cases.json',
  );
  const expected = lingui(messages);
  for (const [id, message] of Object.entries(messages))
    for (const n of [0, 1, 2, 3, 4, 11, 12, 13, 21, 1001])
      for (const k of ['a', 'b']) {
        const values = { n, k, who: 'Nimal', phone: '+94 11 000 0000' };
        expect([id, n, k, formatEnglish(message, values)]).toEqual([id, n, k, expected(id, values)]);
      }
});

it('refuses a format it does not implement, rather than print something Lingui would not', () => {
  const { price } = compileCatalog(JSON.stringify({ price: 'LKR {p, number}' }), 'x.json');
  expect(() => formatEnglish(price, { p: 4250 })).toThrow(/not number/);
});
