import { remoteRegistry } from './lib/remoteRegistry';
import { render } from './bootstrap';

// Take up the remotes.json read the early script started (or start it) while the page renders.
void remoteRegistry();
render();
