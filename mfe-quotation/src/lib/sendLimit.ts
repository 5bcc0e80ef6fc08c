import { english, type Say } from '../i18n/say';

/**
 * At most one send per SEND_INTERVAL_MS from this browser: a courtesy limit against double sends
 * and impatience, across tabs and reloads (local storage), not a defence (EmailJS's own rate limit
 * is that, README "Email"). Only a send EmailJS accepted counts: after a failure the visitor may
 * try again at once.
 */
export const SEND_INTERVAL_MS = 30_000;
const KEY = 'quotation-last-sent';

const storage = (): Storage | null => {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
};

/** How long until this browser may send again; 0 when it may now. */
export function msUntilNextSend(now = Date.now()): number {
  let last: number;
  try {
    last = Number(storage()?.getItem(KEY));
  } catch {
    return 0;
  }
  // A time in the future (the clock was put back, or the value edited) would block for longer
  // than the interval: it is not trusted.
  if (!Number.isFinite(last) || last <= 0 || last > now) return 0;
  return Math.max(0, last + SEND_INTERVAL_MS - now);
}

export function rememberSend(now = Date.now()): void {
  try {
    storage()?.setItem(KEY, String(now));
  } catch {
    // Storage full or off: the limit lapses, the form still works.
  }
}

/** The polite answer to a send that comes too soon; what was typed stays in the form. */
export function waitText(ms: number, say: Say = english): string {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  return say('status.wait', { seconds, n: String(seconds) });
}
