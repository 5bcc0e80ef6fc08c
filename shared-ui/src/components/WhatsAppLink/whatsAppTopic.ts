import { useEffect, useSyncExternalStore } from 'react';

/**
 * The product the page is about, for the header's WhatsApp link. The header is the shell's and the
 * product page the catalogue's; they share nothing but shared-ui (one instance in the browser), so
 * the page names its product here and the header reads it. No provider: a module value with a
 * subscription is enough, and it is only ever set in an effect, so the server (which runs no effects
 * and renders the header before the page) always renders the general message and never shares one
 * request's product with another. The header's link names the product once the page has hydrated;
 * the product page's own link names it in the server HTML too.
 */
let current: string | undefined;
const listeners = new Set<() => void>();

function set(topic: string | undefined) {
  current = topic;
  listeners.forEach((listener) => listener());
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/** A page names what a WhatsApp chat from it is about, while it is shown (undefined: nothing in particular). */
export function useWhatsAppTopic(topic: string | undefined): void {
  useEffect(() => {
    if (topic === undefined) return;
    set(topic);
    return () => set(undefined);
  }, [topic]);
}

/** What the page shown is about, if it said (undefined on the server and during hydration). */
export const usePageWhatsAppTopic = (): string | undefined =>
  useSyncExternalStore(
    subscribe,
    () => current,
    () => undefined,
  );
