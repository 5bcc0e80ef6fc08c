// The composition server's surface: what the shell's server bundle (shell/src/server.tsx) is built
// from. The server renders the shell's UI, which it imports from @ecopanel/shell's exports; the
// shell's UI never imports the server (eslint/borders.mjs).

// The production server (shell/server.cjs runs it from the bundle).
export { main } from './http/cli';
export { startShellServer } from './http/main';
// How a page is read, for the release check that renders with the same code (build-tools/release/check).
export { pageRequest } from './http/pageUrl';
// What each of the server's render threads runs (render/renderPool.ts loads the bundle in them).
export { renderTask } from './render/renderWorker';
// The server's render process (render/renderProcess.ts): the bundle again, started with no secrets
// and under Node's permission model, hosting the render threads.
export { RENDER_PROCESS_FLAG, serveRenders } from './render/renderProcessChild';
// At build: the shell's pages kept static, rendered by the same pipeline (build-tools/serverBuild).
export { buildStaticPages, renderStaticPage } from './answer/staticBuild';
