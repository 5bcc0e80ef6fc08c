// This remote's own end-to-end suite (e2e/), run by `npm test` here (README "QA").
import { remoteConfig } from '@ecopanel/dev-tools/remote-e2e/config';

export default remoteConfig(import.meta.url);
