// Local stand-ins for the two third-party services, so `npm start` and the tests need no account:
// an EmailJS-compatible endpoint and a Firebase Realtime Database server. Each starts only when the
// site is configured for it (no real EmailJS origin / Firebase project in the environment).
//
// Each stand-in module exports `start(options) -> Promise<{ name, url, stop() }>` and
// `isWanted(env) -> boolean`. Add a module to STANDINS to have `npm start`, the e2e harness and the
// remotes' dev servers run it.
const STANDINS = [
  { name: 'email', load: () => import('./email.mjs') }, // issue #6
  { name: 'database', load: () => import('./database.mjs') }, // issue #7
];

/**
 * Starts every wanted stand-in (or only those named in `only`); resolves to handles keyed by name.
 * The other options go to each stand-in's `start` (the database's `database`: what it holds).
 */
export async function startStandins({ env = process.env, log = console.log, only, ...options } = {}) {
  const handles = {};
  for (const s of STANDINS) {
    if (only && !only.includes(s.name)) continue;
    const mod = await s.load();
    if (!mod.isWanted(env)) continue;
    try {
      handles[s.name] = await mod.start({ ...options, env, log });
    } catch (error) {
      // Another `npm start`, dev server or test run on this machine already serves it: use that one.
      if (error?.code !== 'EADDRINUSE') throw error;
      log(`${s.name} stand-in: port in use, using the one already running`);
      handles[s.name] = { name: s.name, url: '(already running)', external: true, stop: async () => {} };
    }
  }
  return handles;
}

export async function stopStandins(handles) {
  await Promise.all(Object.values(handles).map((h) => h.stop()));
}
