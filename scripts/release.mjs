// `npm run release -- <command>`: list, check, promote and roll back a remote's releases, and see
// what the running server renders with (build-tools/release/cli.ts; README "Releases").
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
require('@ecopanel/build-tools/register-ts');
const { main } = require('@ecopanel/build-tools/release');

process.exitCode = await main(process.argv.slice(2));
// The check loads the shell's server code, whose timers must not keep a finished command alive.
process.exit();
