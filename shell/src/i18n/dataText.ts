import type { Translate, Values } from 'shared-ui';
import type en from './en.json';

export type ShellT = Translate<Extract<keyof typeof en, string>>;

/**
 * Words that live in a data file (shell/src/data), in the page's language, by a stable id
 * (`service.2.text`): shared-ui's `t.content` (the English stays in the data; words a language lacks
 * show in English, marked lang="en"). `values` are the figures a translation says again.
 */
export const dataText = (t: ShellT, id: string, text: string, values?: Values) => t.content(id, text, values).node;

/** The same as text, for attributes (alt, aria-label). */
export const dataString = (t: ShellT, id: string, text: string, values?: Values) => t.content(id, text, values).text;
