// The only module that imports the Firebase SDK; reached through openImpactDatabase's dynamic import.
import { deleteApp, getApps, initializeApp } from 'firebase/app';
import { connectDatabaseEmulator, forceWebSockets, get, getDatabase, onValue, ref, set } from 'firebase/database';
import type { DatabaseSettings } from './firebaseOptions';
import type { ImpactDatabase } from './impactDatabase';

// Long polling would inject <script> tags from the database host, which the site's CSP forbids.
forceWebSockets();

const COUNT = 'impactTracker/count';
const TRACKER = 'impactTracker';

const asCount = (value: unknown): number | null => (typeof value === 'number' ? value : null);

/** The impact tracker on the configured database (or the local server), as the app uses it. */
export function createImpactDatabase(
  settings: DatabaseSettings,
  appName = 'impact',
): ImpactDatabase & { close(): Promise<void> } {
  const app = getApps().find((a) => a.name === appName) ?? initializeApp(settings.app, appName);
  const db = getDatabase(app);
  if (settings.emulator) connectDatabaseEmulator(db, settings.emulator.host, settings.emulator.port);

  return {
    readCount: () => get(ref(db, COUNT)).then((snapshot) => asCount(snapshot.val())),
    watchCount: (onCount, onError) => onValue(ref(db, COUNT), (snapshot) => onCount(asCount(snapshot.val())), onError),
    writeTracker: (record) => set(ref(db, TRACKER), record),
    watchConnection: (onChange) => onValue(ref(db, '.info/connected'), (snapshot) => onChange(snapshot.val() === true)),
    close: () => deleteApp(app),
  };
}
