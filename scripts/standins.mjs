// The site's local stand-ins: dev-tools' e-mail and database servers, the database holding and
// enforcing what the impact remote keeps in it. `npm start`, the e2e harness and the bench start them.
import { startStandins as startDevStandins, stopStandins } from '@ecopanel/dev-tools/standins';
// eslint-disable-next-line import-x/no-relative-packages
import impactDatabase from '../mfe-impact/server/databaseStandin.cjs';

/** Starts every wanted stand-in (dev-tools/standins), the database with the impact's rules and seed. */
export const startStandins = (options = {}) => startDevStandins({ database: impactDatabase, ...options });

export { impactDatabase, stopStandins };
