import { createContext, type ComponentType } from 'react';
import type { RemoteId } from './loadRemoteComponent';

/**
 * The remote modules the shell's server already loaded for this request (server/src). A slot
 * renders such a module at once, inside the same Suspense boundary as in the browser, where the
 * lazy load suspends and React keeps the server's HTML until the same release has arrived.
 */
export const ServerRemotesContext = createContext<ReadonlyMap<RemoteId, ComponentType> | null>(null);

/** What DeferredRemote throws: a deliberate hand-over to the browser, not an error to log. */
class RemoteDeferral extends Error {
  constructor() {
    super('left to the browser');
    this.name = 'RemoteDeferral';
  }
}

export const isDeferral = (error: unknown): boolean => error instanceof RemoteDeferral;

/**
 * Stands for a remote the server could not load in time. It throws inside the slot's Suspense
 * boundary, so the server's render ends that part at once and sends the slot's skeleton, which
 * React marks for the browser to render: the browser loads the remote itself (with its polite
 * message and Retry if it cannot either).
 */
export function DeferredRemote(): never {
  throw new RemoteDeferral();
}
