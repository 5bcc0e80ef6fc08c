// What databaseRules.*.test.ts have the visitor write (on databaseRules.ts's database, at its clock),
// and the check that a write was refused.
import { ref, serverTimestamp, update } from 'firebase/database';
import { LAST_WRITE } from '../lib/firebaseImpactDatabase';
import { clock, db, server } from './databaseRules';

export const iso = () => new Date(clock).toISOString();
/** What the app writes each tick: the record, and the server's timestamp beside it. */
export const tick = (count: number, lastUpdate = iso()) => ({
  impactTracker: { count, lastUpdate },
  [LAST_WRITE]: serverTimestamp(),
});
export const write = (patch: object) => update(ref(db), patch);
/** Refused with PERMISSION_DENIED, and the database left exactly as it was. */
export async function refused(attempt: () => Promise<unknown>) {
  const before = await server.getValue();
  await expect(attempt()).rejects.toThrow(/permission.denied/i);
  expect(await server.getValue()).toEqual(before);
}
