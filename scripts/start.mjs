// `npm start`: the whole site, composed, from production builds, on http://localhost:3000.
import { randomBytes } from 'node:crypto';
import { buildMissing, shellLogFilter, startAll } from './servers.mjs';
import { portsFrom } from './apps.mjs';
import { startStandins, stopStandins } from './standins.mjs';

const ports = portsFrom();
// Release previews on this machine: a token of its own each start (production has none unless set).
process.env.PREVIEW_TOKEN ||= randomBytes(12).toString('base64url');
buildMissing();
const standins = await startStandins();
// The shell server's warnings and errors (a remote left to the browser, a failed render) show here;
// SHELL_LOG=1 shows every line of its log.
const servers = await startAll(ports, { onShellLog: shellLogFilter() });

console.log('\nThe site is up:');
for (const s of Object.values(servers)) console.log(`  ${s.name.padEnd(10)} ${s.url}`);
for (const s of Object.values(standins)) console.log(`  ${s.name.padEnd(10)} ${s.url} (local stand-in)`);
console.log(
  `\nPreview a candidate release (npm run release -- list <app>): ` +
    `http://localhost:${ports.shell}/__preview?<app>=<release id>&token=${process.env.PREVIEW_TOKEN}`,
);
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
