import type { RefObject } from 'react';

type Control = HTMLInputElement | HTMLTextAreaElement;

/**
 * The fields a visitor changed in the server's HTML before the page's script hydrated it: a field
 * whose value is no longer the one the server wrote (its defaultValue). React keeps a controlled
 * field's state, not what is on screen, and writes that state back on the next render, so a form
 * that does not take these over loses what was typed on a slow phone. Null when nothing was typed.
 */
export function typedBeforeHydration<Name extends string>(
  controls: Record<Name, RefObject<Control | null>>,
): Partial<Record<Name, string>> | null {
  const typed: Partial<Record<Name, string>> = {};
  for (const name of Object.keys(controls) as Name[]) {
    const control = controls[name].current;
    if (control && control.value !== control.defaultValue) typed[name] = control.value;
  }
  return Object.keys(typed).length > 0 ? typed : null;
}
