import { CONFIG_ENV_VARS as IMPACT_VARS } from '../mfe-impact/src/settings';
import { CONFIG_ENV_VARS as QUOTATION_VARS, emailSettings } from '../mfe-quotation/src/settings';
import { CONFIG_ENV_VARS as SITE_VARS } from '@ecopanel/shared-ui/config';
import { effectiveConfig } from '../build-tools/owner/effectiveConfig';

// The owner's preflight (build-tools/owner) evaluates every app's settings module from its file, as
// the build would; here those modules are imported as the apps import them, and the two must agree.

it("evaluates exactly the variables shared-ui's and each remote's settings read", () => {
  expect([...effectiveConfig({}).keys()].sort()).toEqual([...SITE_VARS, ...QUOTATION_VARS, ...IMPACT_VARS].sort());
});

it("reads a remote's default from its settings module", () => {
  expect(effectiveConfig({}).get('EMAILJS_ORIGIN')).toBe(emailSettings.origin);
});
