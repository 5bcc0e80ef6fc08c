// This remote's suite runs on the shared kit (dev-tools/remote-e2e): its standalone QA page with its
// own database stand-in holding this remote's rules and seed, or a composed site with its candidate
// release (README "QA").
import { fileURLToPath } from 'node:url';
import { remoteTest } from '@ecopanel/dev-tools/remote-e2e';
import impactDatabase from '../server/databaseStandin.cjs';

export { axeViolations } from '@ecopanel/dev-tools/remote-e2e';

export const test = remoteTest({
  remote: 'impact',
  dir: fileURLToPath(new URL('..', import.meta.url)),
  standins: ['database'],
  database: impactDatabase,
});
