import { databaseSettings } from './firebaseOptions';

/** The impact tracker record (SPEC section 3). */
export interface TrackerRecord {
  count: number;
  /** ISO-8601 UTC */
  lastUpdate: string;
}

/** The three database calls of SPEC section 7, plus the connection state that gates writes. */
export interface ImpactDatabase {
  /** `get` of impactTracker/count: the number, or null when there is none. */
  readCount(): Promise<number | null>;
  /** `onValue` of impactTracker/count; returns the unsubscribe function. */
  watchCount(onCount: (count: number | null) => void, onError: (error: Error) => void): () => void;
  /** `set` of impactTracker. */
  writeTracker(record: TrackerRecord): Promise<void>;
  /** Whether the client is connected to the database right now (writes wait while it is not). */
  watchConnection(onChange: (connected: boolean) => void): () => void;
}

let opening: Promise<ImpactDatabase> | undefined;

/**
 * The database, with the Firebase SDK loaded on first use only: this is the one way into it, so the
 * SDK stays out of every first load (its chunk is named so tests can see when it is fetched).
 */
export function openImpactDatabase(): Promise<ImpactDatabase> {
  opening ??= import(/* webpackChunkName: "impact-firebase" */ './firebaseImpactDatabase')
    .then((m) => m.createImpactDatabase(databaseSettings()))
    .catch((error: unknown) => {
      opening = undefined; // a failed chunk load may succeed on the next mount
      throw error;
    });
  return opening;
}
