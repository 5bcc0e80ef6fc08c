#!/usr/bin/env node
// Prints the `impactTracker` record an administrator writes, as JSON on one line, for
//   firebase database:set /impactTracker --data "$(node mfe-impact/server/trackerRecord.cjs)" --force
// at deploy (the rules refuse visitors to create it) and, with `--count N`, to reset the counter.
// Same record as the local stand-in seeds, so what the tests run against is what is deployed.
'use strict';

/** The count the record is seeded with (SPEC section 9). */
const DEFAULT_COUNT = 345.2067;

/** `impactTracker` with `count` (finite, >= 0) and the time now as an ISO-8601 UTC `lastUpdate`. */
function trackerRecord(count = DEFAULT_COUNT, now = new Date()) {
  if (typeof count !== 'number' || !Number.isFinite(count) || count < 0) {
    throw new RangeError(`count must be a finite number >= 0, not ${count}`);
  }
  return { count, lastUpdate: now.toISOString() };
}

/** The count from `--count N` or `--count=N`; the default count when absent. */
function countFrom(args) {
  const at = args.findIndex((a) => a === '--count' || a.startsWith('--count='));
  if (at === -1) return undefined;
  const text = args[at].includes('=') ? args[at].slice('--count='.length) : args[at + 1];
  // Number('') is 0 and Number(' 1 ') is 1: only a plain decimal is taken.
  if (typeof text !== 'string' || !/^\d+(\.\d+)?$/.test(text))
    throw new RangeError(`--count needs a number, not ${text}`);
  return Number(text);
}

if (require.main === module) {
  try {
    process.stdout.write(`${JSON.stringify(trackerRecord(countFrom(process.argv.slice(2))))}\n`);
  } catch (error) {
    process.stderr.write(`${error.message}\nusage: node mfe-impact/server/trackerRecord.cjs [--count 345.2067]\n`);
    process.exitCode = 2;
  }
}

module.exports = { DEFAULT_COUNT, trackerRecord, countFrom };
