// The production runbook's steps (DEPLOY.md, "From a clone to production"), each with the exact
// commands it runs, built from deploy/production.json and apps.json. `npm run deploy -- <step>`
// runs one (scripts/deploy.mjs); with `--dry-run` it prints them. deploy/steps-runbook.test.mjs runs the
// whole sequence with gcloud, firebase (npx) and docker stubbed and checks every call.

import { PROJECT_STEPS } from './projectSteps.mjs';
import { SITE_STEPS } from './siteSteps.mjs';

export { FIREBASE, FIREBASE_TOOLS, APIS } from './projectSteps.mjs';
export * from './service.mjs';

/**
 * Every step in runbook order. A step is `{ name, about, args?, commands(s, args, options) }`; a
 * command is `{ argv, input?, env?, write? }`: `input` is generated text sent on standard input
 * (never printed), `env` variables added for that command, `write` a file made before it runs.
 */
export const STEPS = [...PROJECT_STEPS, ...SITE_STEPS];

/** The steps' names, in order: what `npm run deploy -- <step>` takes. */
export const STEP_NAMES = STEPS.map((step) => step.name);
