import { remoteRegistry } from './lib/remoteRegistry';

// Fetch remotes.json while the app itself downloads, not after it has rendered.
void remoteRegistry();
// The async boundary lets Module Federation set up the shared singletons before React runs.
void import('./bootstrap');
