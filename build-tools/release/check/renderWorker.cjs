// The contract check's renders, in a thread of their own: a release whose render never ends is
// ended with its thread (renderRoutes.ts), and what it writes to the console is caught here.
const { parentPort, workerData } = require('node:worker_threads');

const { server, dist, release, registry, pages } = workerData;
const output = [];
const capture =
  (kind) =>
  (...args) =>
    output.push(`${kind}: ${args.map(String).join(' ').split('\n')[0].slice(0, 300)}`);
console.error = capture('console.error');
console.warn = capture('console.warn');

(async () => {
  const { renderTask, pageRequest } = require(server);
  for (const page of pages) {
    output.length = 0;
    parentPort.postMessage({ started: page.url });
    // Read as the server reads a visitor's request for it: the release is checked on the server's way.
    const request = pageRequest(page.url);
    if (request.route?.remote !== page.remote)
      throw new Error(
        `${page.url} is read by the shell as ${request.route?.remote ?? 'its own page'}, not ${page.remote}`,
      );
    const result = await renderTask({ page: request, release, registry, startedAt: Date.now(), budgetMs: 15000 }, dist);
    parentPort.postMessage({
      url: page.url,
      status: result.status,
      body: result.body,
      degraded: result.degraded,
      loadError: result.loadError ? result.loadError.message : undefined,
      errors: result.errors.map((error) => error.message),
      output: [...output],
    });
  }
  parentPort.postMessage({ done: true });
})().catch((error) => parentPort.postMessage({ fatal: String((error && error.stack) || error) }));
