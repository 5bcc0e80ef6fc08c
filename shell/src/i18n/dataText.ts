import type { Translate, Values } from 'shared-ui';
import type en from './en.json';

export type ShellT = Translate<Extract<keyof typeof en, string>>;

/**
 * Words that live in a data file (shell/src/data), in the page's language, as the catalogue's
 * productText does: the English stays in the data (one place); en.json passes it through
 * (`"{text}"`) and si.json/ta.json hold it by a stable id (`service.2.text`), so words a language
 * lacks show in English, marked lang="en". `values` are the figures a translation says again.
 */
export const dataText = (t: ShellT, id: string, text: string, values?: Values) =>
  t.node(id as Parameters<ShellT>[0], { text, ...values });

/** The same as text, for attributes (alt, aria-label). */
export const dataString = (t: ShellT, id: string, text: string, values?: Values) =>
  t(id as Parameters<ShellT>[0], { text, ...values });
