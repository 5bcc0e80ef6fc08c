import { remoteRegistry } from './lib/remoteRegistry';
import { render } from './bootstrap';

// Read remotes.json now, while the page renders, so a remote route does not wait for it later.
void remoteRegistry();
render();
