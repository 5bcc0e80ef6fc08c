// A remote's `npm run build`: rspack's build, whose release step (ReleasePlugin) makes the new
// release live only if it passes its contract check. `npm run build -w <remote> -- --no-promote`
// builds a candidate only (promote it later with `npm run release -- promote <app> <id>`).
const { spawnSync } = require('node:child_process');
const path = require('node:path');

const args = process.argv.slice(2);
const candidateOnly = args.includes('--no-promote');
const cli = path.join(path.dirname(require.resolve('@rspack/cli/package.json')), 'bin', 'rspack.js');
const result = spawnSync(process.execPath, [cli, 'build', ...args.filter((arg) => arg !== '--no-promote')], {
  stdio: 'inherit',
  env: { ...process.env, ...(candidateOnly ? { RELEASE_PROMOTE: '0' } : {}) },
});
process.exit(result.status ?? 1);
