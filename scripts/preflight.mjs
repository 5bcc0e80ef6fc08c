// `npm run preflight`: refuses (exit 1) while the configuration a production build would use still
// holds a placeholder or a local stand-in, or a drawn photo, specimen scan or generated warranty
// stands in for the company's own. Run with the release's environment (`npm run build:production`
// runs it first). The rules: build-tools/owner/preflight.ts.
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { readContent } from './contentReport.mjs';
import { readProduction } from './deployConfig.mjs';

const require = createRequire(import.meta.url);
require('@ecopanel/build-tools/register-ts');
const {
  checkConfig,
  checkContent,
  checkProduction,
  effectiveConfig,
  formatFindings,
  missingForRelease,
} = require('@ecopanel/build-tools/owner');

/** Every finding for a release built with `env`. */
export async function preflight(env = process.env) {
  const values = effectiveConfig(env);
  return [
    ...checkConfig(env, values),
    ...checkProduction(readProduction(), values),
    ...checkContent(missingForRelease(await readContent())),
  ];
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const findings = await preflight();
  console.log(formatFindings(findings));
  process.exitCode = findings.length ? 1 : 0;
}
