// What the impact's database holds and enforces, for the local stand-in (dev-tools' database server)
// that `npm start`, this remote's dev server and its tests run: the rules deployed with this remote
// and the seeded tracker record, so what the tests prove is what is deployed.
'use strict';

const path = require('node:path');
const { readFileSync } = require('node:fs');
const { DEFAULT_COUNT, trackerRecord } = require('./trackerRecord.cjs');

const RULES_FILE = path.join(__dirname, '..', 'database.rules.json');
/** The shell's server's identity in the rules (`auth.uid`): a Firebase Auth user made for it alone. */
const SERVER_UID = 'composition-server';

module.exports = {
  SERVER_UID,
  /** Named in the stand-in's start-up line. */
  what: 'the impact tracker, with the rules of mfe-impact/database.rules.json',
  rules: () => JSON.parse(readFileSync(RULES_FILE, 'utf8')),
  /**
   * Who the shell's server is to those rules: the uid of its Firebase ID token in production
   * (DEPLOY.md), which they let read and write `server/canary` and `server/vitals` and nothing more.
   */
  serverAuth: { uid: SERVER_UID },
  /** The database as deployed: the seeded record, and no last write yet. */
  seed: (now = new Date()) => ({ impactTracker: trackerRecord(DEFAULT_COUNT, now) }),
};
