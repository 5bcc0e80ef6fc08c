// The only module that imports the Firebase SDK; reached through openImpactDatabase's dynamic import.
import { deleteApp, getApps, initializeApp } from 'firebase/app';
import {
  connectDatabaseEmulator,
  forceWebSockets,
  get,
  getDatabase,
  onValue,
  ref,
  serverTimestamp,
  update,
} from 'firebase/database';
import type { DatabaseSettings } from './firebaseOptions';
import type { ImpactDatabase } from './impactDatabase';

// Long polling would inject <script> tags from the database host, which the site's CSP forbids.
forceWebSockets();

const COUNT = 'impactTracker/count';
const TRACKER = 'impactTracker';
/**
 * Beside the record, not in it, so readers still get exactly `{count, lastUpdate}`: the server's own
 * time of the last accepted write, which the rules (database.rules.json) require in every write and
 * compare with `now` to refuse a write sooner than 2 s after the previous one.
 */
export const LAST_WRITE = 'impactTrackerMeta/lastWrite';

const asCount = (value: unknown): number | null => (typeof value === 'number' ? value : null);
const isDenied = (error: unknown) => (error as { code?: unknown } | null)?.code === 'PERMISSION_DENIED';

/** The impact tracker on the configured database (or the local server), as the app uses it. */
export function createImpactDatabase(
  settings: DatabaseSettings,
  appName = 'impact',
): ImpactDatabase & { close(): Promise<void> } {
  const app = getApps().find((a) => a.name === appName) ?? initializeApp(settings.app, appName);
  const db = getDatabase(app);
  if (settings.emulator) connectDatabaseEmulator(db, settings.emulator.host, settings.emulator.port);

  // The SDK learns the server's clock at each handshake; lastUpdate follows it rather than a visitor's
  // clock, which may be hours out. (.info paths are local: this costs no traffic.)
  let serverOffsetMs = 0;
  onValue(ref(db, '.info/serverTimeOffset'), (snapshot) => {
    serverOffsetMs = typeof snapshot.val() === 'number' ? snapshot.val() : 0;
  });

  return {
    readCount: () => get(ref(db, COUNT)).then((snapshot) => asCount(snapshot.val())),
    watchCount: (onCount, onError) => onValue(ref(db, COUNT), (snapshot) => onCount(asCount(snapshot.val())), onError),
    // async: a synchronous throw of the SDK (an invalid value) becomes a rejection like any other.
    async writeTracker(count) {
      try {
        // One multi-path update: the record as SPEC section 7 sets it, and the server-stamped time
        // the rules check, accepted or refused together.
        await update(ref(db), {
          [TRACKER]: { count, lastUpdate: new Date(Date.now() + serverOffsetMs).toISOString() },
          [LAST_WRITE]: serverTimestamp(),
        });
        return 'written';
      } catch (error) {
        if (isDenied(error)) return 'denied';
        throw error;
      }
    },
    watchConnection: (onChange) => onValue(ref(db, '.info/connected'), (snapshot) => onChange(snapshot.val() === true)),
    close: () => deleteApp(app),
  };
}
