import { catalogIn, type Values } from '@ecopanel/shared-ui';
import { catalog } from './catalog';
import type en from './en.json';

export type MessageId = keyof typeof en;

/** A message as text: a component's `useT(catalog)`, or `english` where no page language is known. */
export type Say = (id: MessageId, values?: Values) => string;

/**
 * The English text, outside a component: the default of the rules in lib/ (so their own tests read
 * English) and the spec's texts kept in lib/quotation. English is bundled, so it is there at once.
 */
export const english: Say = (id, values) => {
  const ready = catalogIn(catalog, 'en');
  if (ready instanceof Promise) throw new Error('English is bundled with the app');
  return ready.text(id, values);
};
