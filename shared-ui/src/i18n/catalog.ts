import type { Messages } from '@lingui/core';
import type { Lang } from '../lang/langPath';
import { formatEnglish } from './formatEnglish';

/**
 * One app's messages (issue 25): the app owns them in its src/i18n/{en,si,ta}.json, released with
 * its code, so a catalogue release can fix a Sinhala string with no shell build. English, the source,
 * is bundled with the app; Sinhala and Tamil are chunks of their own, loaded only on pages in that
 * language. The build compiles every message (build-tools/i18n), so no page ships a message parser.
 *
 * Lingui's core comes with shared-ui, the singleton every remote shares, so there is one copy of the
 * library on a page, loaded with the first Sinhala or Tamil catalog: English pages format their
 * source messages without it (formatEnglish.ts). Each app gets its own instance per language (never one instance switched
 * with `activate()`: the server renders interleaved requests in different languages, and the
 * docs/i18n-library.md spike saw a Sinhala response come out English that way). An instance is made
 * once per catalog and language, and a new release of an app brings a new catalog object, so its
 * strings replace the old release's without touching another app's.
 */
export interface Catalog<Id extends string = string> {
  /** The English messages, compiled: the text of a string another language lacks. */
  readonly en: Readonly<Record<Id, unknown>>;
  /** Sinhala and Tamil, each its own chunk: `() => import('./si.json')`. */
  readonly load: Readonly<Record<Exclude<Lang, 'en'>, () => Promise<{ default: unknown }>>>;
}

/** What Intl and plural rules read for each language (Sri Lanka's conventions). */
const LOCALES: Record<Exclude<Lang, 'en'>, string> = { si: 'si-LK', ta: 'ta-LK' };

/**
 * An app's catalog from its English file and its other languages' loaders. The ids are the English
 * file's keys, so `t('nav.home')` is checked by TypeScript against the file.
 */
export function defineCatalog<Source extends object>(
  en: Source,
  load: Catalog['load'],
): Catalog<Extract<keyof Source, string>> {
  return { en: en as Record<Extract<keyof Source, string>, unknown>, load };
}

type Values = Record<string, unknown>;
export interface Ready {
  /** The message with its values, in the language; a message the language lacks, in English. */
  text: (id: string, values?: Values) => string;
  /** Whether the language has the message (else `text` gave the English). */
  has: (id: string) => boolean;
}

const instances = new WeakMap<Catalog, Partial<Record<Lang, Ready | Promise<Ready>>>>();

const hasOwn = (messages: object, id: string) => Object.prototype.hasOwnProperty.call(messages, id);

function english(catalog: Catalog): Ready {
  // An id the catalog lacks shows as itself, as Lingui does: a slip in one string never takes a page down.
  return {
    text: (id, values) => (hasOwn(catalog.en, id) ? formatEnglish(catalog.en[id], values) : id),
    has: (id) => hasOwn(catalog.en, id),
  };
}

async function translated(catalog: Catalog, lang: Exclude<Lang, 'en'>): Promise<Ready> {
  const [{ setupI18n }, loaded] = await Promise.all([
    import(/* webpackChunkName: "lingui" */ '@lingui/core'),
    catalog.load[lang](),
  ]);
  const messages = loaded.default as Messages;
  const i18n = setupI18n({ locale: lang, locales: [LOCALES[lang]], messages: { [lang]: messages } });
  return {
    text: (id, values) => i18n._({ id, message: catalog.en[id] as string, values }),
    has: (id) => hasOwn(messages, id),
  };
}

/**
 * The catalog's instance for `lang`: at once when it is loaded, or a promise the first time a page
 * in that language needs it (the hook suspends on it; the browser's start awaits it before hydrating).
 * A language file that fails to load is retried on the next call, and meanwhile the promise rejects
 * to the nearest error boundary, whose Retry asks again.
 */
export function catalogIn(catalog: Catalog, lang: Lang): Ready | Promise<Ready> {
  let byLang = instances.get(catalog);
  if (!byLang) instances.set(catalog, (byLang = {}));
  const known = byLang[lang];
  if (known) return known;
  if (lang === 'en') return (byLang.en = english(catalog));
  const loading = translated(catalog, lang).then(
    (ready) => (byLang[lang] = ready),
    (error: unknown) => {
      delete byLang[lang];
      throw error;
    },
  );
  return (byLang[lang] = loading);
}
