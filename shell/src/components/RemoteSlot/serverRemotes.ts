import { createContext, type ComponentType } from 'react';
import type { RemoteId } from '../../lib/loadRemoteModule';

/**
 * The remote modules the shell's server already loaded for this request (shell/src/ssr). A slot
 * renders such a module at once, inside the same Suspense boundary as in the browser, where the
 * lazy load suspends and React keeps the server's HTML until the same release has arrived.
 */
export const ServerRemotesContext = createContext<ReadonlyMap<RemoteId, ComponentType> | null>(null);
