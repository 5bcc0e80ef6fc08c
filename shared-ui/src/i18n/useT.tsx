import { useMemo, type ReactNode } from 'react';
import { useLang } from '../lang/LangContext';
import type { Lang } from '../lang/langPath';
import { catalogIn, type Catalog } from './catalog';

export type Values = Record<string, string | number>;

export interface Translate<Id extends string> {
  /** The message as text, for attributes (alt, aria-label, title) and `<title>`. */
  (id: Id, values?: Values): string;
  /**
   * The message as page content: a string the page's language lacks is shown in English inside
   * `<span lang="en">`, so a screen reader reads it with an English voice (issue 25 point 3).
   */
  node(id: Id, values?: Values): ReactNode;
  /**
   * Words whose English lives in the app's data (one place), by a stable id: an English page shows
   * the data itself; a Sinhala or Tamil page the translation its file holds by that id (with the
   * English as `{text}` and `values` for the figures it says again), else the English, marked as
   * `node` does. en.json lists the id as `"{text}"` for the content report; the build leaves that
   * out of the bundle (build-tools/i18n/compileCatalog.cjs).
   */
  content(id: string, english: string, values?: Values): { text: string; node: ReactNode };
  /** The page's language, for Intl formatting beside the messages. */
  lang: Lang;
}

/**
 * The app's messages in the page's language (the shell's LangProvider, shared by every remote).
 * Suspends the first time a page in Sinhala or Tamil needs the app's file: on the server the
 * render waits for it, in the browser the slot keeps the server's HTML until it has arrived.
 */
export function useT<Id extends string>(catalog: Catalog<Id>): Translate<Id> {
  const lang = useLang();
  const loaded = catalogIn(catalog as Catalog, lang);
  // Thrown, not use()d: React replays a render that suspended in use() once the file is there, and
  // on that replay (the catalog now loaded, use() skipped) the hooks after it threw "Update hook
  // called on initial render", recovered only by rendering the whole root again, on hydration too.
  // A thrown promise has the Suspense boundary retry the component from its start instead.
  if (loaded instanceof Promise) throw loaded;
  const ready = loaded;
  return useMemo(() => {
    const { has } = ready;
    const text = (id: Id, values?: Values): string => ready.text(id, values);
    const translate = text as Translate<Id>;
    translate.node = (id, values) =>
      lang === 'en' || has(id) ? text(id, values) : <span lang="en">{text(id, values)}</span>;
    translate.content = (id, english, values) =>
      lang === 'en' || !has(id)
        ? { text: english, node: lang === 'en' ? english : <span lang="en">{english}</span> }
        : { text: text(id as Id, { ...values, text: english }), node: text(id as Id, { ...values, text: english }) };
    translate.lang = lang;
    return translate;
  }, [ready, lang]);
}
