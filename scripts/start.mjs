// `npm start`: the whole site, composed, from production builds, on http://localhost:3000.
import { buildMissing, shellLogFilter, startAll } from './servers.mjs';
import { portsFrom } from './apps.mjs';
import { startStandins, stopStandins } from './standins.mjs';

const ports = portsFrom();
buildMissing();
const standins = await startStandins();
// The shell server's warnings and errors (a remote left to the browser, a failed render) show here;
// SHELL_LOG=1 shows every line of its log.
const servers = await startAll(ports, { onShellLog: shellLogFilter() });

console.log('\nThe site is up:');
for (const s of Object.values(servers)) console.log(`  ${s.name.padEnd(10)} ${s.url}`);
for (const s of Object.values(standins)) console.log(`  ${s.name.padEnd(10)} ${s.url} (local stand-in)`);
console.log(`\nOpen http://localhost:${ports.shell} — Ctrl-C stops everything.\n`);

let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  await Promise.all([...Object.values(servers).map((s) => s.stop()), stopStandins(standins)]);
  process.exit(0);
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
