import type { Translate, Values } from '@ecopanel/shared-ui';

/** What dataText needs of a translator: any of the shell's catalogs (the frame's, the home page's, Our Story's). */
export type ContentT = Pick<Translate<string>, 'content'>;

/**
 * Words that live in a data file (shell/src/data), in the page's language, by a stable id
 * (`service.2.text`): shared-ui's `t.content` (the English stays in the data; words a language lacks
 * show in English, marked lang="en"). `values` are the figures a translation says again.
 */
export const dataText = (t: ContentT, id: string, text: string, values?: Values) => t.content(id, text, values).node;

/** The same as text, for attributes (alt, aria-label). */
export const dataString = (t: ContentT, id: string, text: string, values?: Values) => t.content(id, text, values).text;
