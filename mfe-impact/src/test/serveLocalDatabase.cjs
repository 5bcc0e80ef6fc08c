// Runs the local database server (dev-tools' local database, with server/databaseStandin.cjs) in a
// child process for tests in the jsdom environment, where firebase-server's own Firebase 8 SDK cannot
// load. Tells the parent its port over IPC, and stops when the parent disconnects or kills it.
'use strict';

const { startLocalDatabase } = require('@ecopanel/dev-tools/local-database');
const impactDatabase = require('../../server/databaseStandin.cjs');

startLocalDatabase({ port: 0, rules: impactDatabase.rules(), data: impactDatabase.seed() }).then(
  (db) => {
    process.send({ port: db.port });
    process.on('disconnect', () => db.stop().then(() => process.exit(0)));
  },
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
