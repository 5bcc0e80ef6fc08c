import { remoteList } from './remotes';
import { render } from './bootstrap';

// Start reading the registry (in the page, or remotes.json) while the page renders.
void remoteList();
render();
