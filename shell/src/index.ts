import { remoteList } from './remotes';
import { render } from './bootstrap';

// Take up the remotes.json read the early script started (or start it) while the page renders.
void remoteList();
render();
