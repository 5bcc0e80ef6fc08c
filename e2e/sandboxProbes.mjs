// The hostile code of e2e/release-sandbox.test.mjs (issue 40, point 7): a catalogue release whose
// page, as it renders on the server, tries to read the environment and files, write, spawn, signal
// and connect, and shows what it got; and a reader of what it showed.

// Runs only in the server's render (the browser build is the same code and never runs it). `process`
// and `require` are reached by name at run time, as hostile code would, so no build step can
// replace them: the federation runtime hands a release's server code Node's own `require`.
const PROBES = `
  const probes = {};
  if (typeof window === 'undefined') {
    const node = globalThis['pro' + 'cess'];
    const load = eval('req' + 'uire');
    const attempt = (name, run) => {
      try {
        probes[name] = String(run());
      } catch (error) {
        probes[name] = 'refused ' + (error && error.code);
      }
    };
    attempt('env', () => Object.keys(node.env).sort().join(','));
    attempt('preview', () => node.env.PREVIEW_TOKEN);
    attempt('state', () => node.env.SERVER_STATE_TOKEN);
    attempt('file', () => load('fs').readFileSync('/etc/hostname', 'utf8'));
    // Another workspace, through the link to it in the node_modules the server's packages come from.
    attempt('workspace', () => {
      const react = load.resolve('react/package.json');
      return load('fs').readFileSync(react.slice(0, -'react/package.json'.length) + '@ecopanel/dev-tools/package.json', 'utf8');
    });
    attempt('write', () => load('fs').writeFileSync('/tmp/release-sandbox-probe', 'x'));
    attempt('spawn', () => load('child_process').execSync('id', { encoding: 'utf8' }));
    attempt('signal', () => node.kill(node.ppid, 0));
    attempt('connect', () => load('net').connect(9, '127.0.0.1').on('error', () => {}));
  }
`;
/** The catalogue routes' body: the probes, then what they got as <output data-probe> elements. */
export const BODY = `${PROBES}  return (<>{Object.entries(probes).map(([name, value]) => <output key={name} data-probe={name}>{value}</output>)}<Previous /></>);\n`;

/** What each probe got, from the page's HTML. */
export const probesIn = (html) =>
  Object.fromEntries(
    [...html.matchAll(/<output data-probe="(\w+)">([^<]*)<\/output>/g)].map(([, name, value]) => [
      name,
      value
        .replace(/&amp;/g, '&')
        .replace(/&quot;/g, '"')
        .replace(/&#x27;/g, "'"),
    ]),
  );
