import type { RefObject } from 'react';
import type { QuotationFields } from './quotation';

type Controls = Record<keyof QuotationFields, RefObject<HTMLInputElement | HTMLTextAreaElement | null>>;

/**
 * The fields a visitor changed in the server's HTML before the script hydrated it: a field whose
 * value is no longer the one the server wrote (its defaultValue). Null when nothing was typed.
 */
export function typedBeforeHydration(controls: Controls): Partial<QuotationFields> | null {
  const typed: Partial<QuotationFields> = {};
  for (const name of Object.keys(controls) as (keyof QuotationFields)[]) {
    const control = controls[name].current;
    if (control && control.value !== control.defaultValue) typed[name] = control.value;
  }
  return Object.keys(typed).length > 0 ? typed : null;
}
