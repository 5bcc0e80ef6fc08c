// This remote's suite runs on the shared kit (dev-tools/remote-e2e): its standalone QA page, or a
// composed site with its candidate release (README "QA").
import { fileURLToPath } from 'node:url';
import { remoteTest } from '@ecopanel/dev-tools/remote-e2e';

export { axeViolations } from '@ecopanel/dev-tools/remote-e2e';

export const test = remoteTest({ remote: 'resources', dir: fileURLToPath(new URL('..', import.meta.url)) });
