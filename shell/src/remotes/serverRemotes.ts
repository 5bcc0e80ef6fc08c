import { createContext, type ComponentType } from 'react';
import type { RemoteId } from './loadRemoteComponent';

/**
 * The remote modules the shell's server already loaded for this request (shell/src/ssr). A slot
 * renders such a module at once, inside the same Suspense boundary as in the browser, where the
 * lazy load suspends and React keeps the server's HTML until the same release has arrived.
 */
export const ServerRemotesContext = createContext<ReadonlyMap<RemoteId, ComponentType> | null>(null);

const NEVER = new Promise<never>(() => undefined);

/**
 * Stands for a remote the server could not load in time: it stays suspended, so the server sends
 * the slot's skeleton in the same Suspense boundary the browser renders, and the browser loads
 * the remote itself (with its polite message and Retry if it cannot either).
 */
export function DeferredRemote(): never {
  throw NEVER;
}
