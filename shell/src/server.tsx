import { isMainThread } from 'node:worker_threads';
import { RENDER_PROCESS_FLAG, serveRenders } from '@ecopanel/server';

// The shell's server bundle (build-tools/serverBuild builds it into dist-server/): the composition
// server, a workspace of its own (server/), with this shell's UI, which the server imports from
// this package's exports. The one file of the shell that holds both.
export { buildStaticPages, main, pageRequest, renderStaticPage, renderTask, startShellServer } from '@ecopanel/server';

// Started as the render process (the server forks this bundle with the flag): host the render threads.
if (isMainThread && process.send && process.argv.includes(RENDER_PROCESS_FLAG)) serveRenders();
