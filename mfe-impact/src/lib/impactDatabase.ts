import { databaseSettings } from './firebaseOptions';

/** The impact tracker record (SPEC section 3). */
export interface TrackerRecord {
  count: number;
  /** ISO-8601 UTC */
  lastUpdate: string;
}

/**
 * What became of one write. 'denied' is the rules' answer, not a fault: another visitor counted less
 * than 2 s ago, or the record is missing (it is seeded at deploy; visitors may not create it).
 */
export type WriteResult = 'written' | 'denied';

/** The three database calls of SPEC section 7, plus the connection state that gates writes. */
export interface ImpactDatabase {
  /** `get` of impactTracker/count: the number, or null when there is none. */
  readCount(): Promise<number | null>;
  /** `onValue` of impactTracker/count; returns the unsubscribe function. */
  watchCount(onCount: (count: number | null) => void, onError: (error: Error) => void): () => void;
  /**
   * Sets impactTracker to `{count, lastUpdate}`, `lastUpdate` being the server's time, in the same
   * write as the server-stamped time the rules rate-limit on. Rejects only on other failures.
   */
  writeTracker(count: number): Promise<WriteResult>;
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
