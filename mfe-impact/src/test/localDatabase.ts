// The local realtime database server the site uses (dev-tools' local database, holding and enforcing
// what server/databaseStandin.cjs says), for the node-environment tests that talk to it with the
// real Firebase SDK.
import type { DatabaseSettings } from '../lib/firebaseOptions';

/** What the rules allow `auth` (null: an anonymous visitor) to do, as firebase-server evaluates them. */
export interface RulesEngine {
  as(auth: object | null): {
    read(path: string): { allowed: boolean };
    write(path: string, value: unknown, now?: number): { allowed: boolean };
    update(path: string, patch: object, now?: number): { allowed: boolean };
  };
}

export interface LocalDatabase {
  url: string;
  port: number;
  /** The host its handshake hands out (its own host:port unless started with `shardHost`). */
  shardHost: string;
  /** firebase-server, for tests that watch its connections or ask its rules engine (targaryen). */
  server: {
    targaryen: RulesEngine;
    wss: {
      on(
        event: 'connection',
        listener: (ws: unknown, req: { headers: Record<string, string | undefined> }) => void,
      ): void;
    };
  };
  getValue(path?: string): Promise<unknown>;
  /** Pins the server's clock (the rules' `now`) to `ms`; null: the real time again. */
  setClock(ms: number | null): void;
  listenerCount(): number;
  stop(): Promise<void>;
}

interface LocalDatabaseOptions {
  host?: string;
  port: number;
  /** The initial content (default: the seeded record; null: empty). */
  data?: object | null;
  /** Default: this remote's rules; false: open (a test of the server itself). */
  rules?: object | false;
  shardHost?: string;
  allowedOrigins?: string[];
  /** Who a REST request with the stand-in's token is to the rules (default: the shell's server). */
  serverAuth?: { uid: string } | null;
}

// eslint-disable-next-line @typescript-eslint/no-require-imports
const localDatabase = require('@ecopanel/dev-tools/local-database') as {
  LOCAL_SERVER_TOKEN: string;
  startLocalDatabase(options: Omit<LocalDatabaseOptions, 'rules'> & { rules: object | false }): Promise<LocalDatabase>;
};
// eslint-disable-next-line @typescript-eslint/no-require-imports
const impactDatabase = require('../../server/databaseStandin.cjs') as {
  SERVER_UID: string;
  rules(): object;
  seed(): object;
  serverAuth: { uid: string };
};
/** The shell's server's uid in the rules, and the token that stands for it at the stand-in's REST API. */
export const SERVER_UID = impactDatabase.SERVER_UID;
export const LOCAL_SERVER_TOKEN = localDatabase.LOCAL_SERVER_TOKEN;
// eslint-disable-next-line @typescript-eslint/no-require-imports
export const { DEFAULT_COUNT: SEEDED_COUNT, trackerRecord } = require('../../server/trackerRecord.cjs') as {
  DEFAULT_COUNT: number;
  trackerRecord(count?: number, now?: Date): { count: number; lastUpdate: string };
};

/** The stand-in as `npm start` runs it: this remote's rules and seed unless the test says otherwise. */
export function startLocalDatabase(options: LocalDatabaseOptions): Promise<LocalDatabase> {
  return localDatabase.startLocalDatabase({
    ...options,
    rules: options.rules ?? impactDatabase.rules(),
    data: options.data === undefined ? impactDatabase.seed() : options.data,
    serverAuth: options.serverAuth === undefined ? impactDatabase.serverAuth : options.serverAuth,
  });
}

/** A fresh server on a free port: seeded like `npm start`'s, or with `data` (null: empty). */
export function startTestDatabase(data?: object | null): Promise<LocalDatabase> {
  return startLocalDatabase({ port: 0, ...(data === undefined ? {} : { data }) });
}

/** How the app is configured to reach that server (as the site's default config does for :3011). */
export function settingsFor(db: LocalDatabase): DatabaseSettings {
  return {
    app: {
      apiKey: 'local-api-key',
      authDomain: 'local.example.com',
      projectId: 'local-upvc',
      databaseURL: `http://127.0.0.1:${db.port}?ns=local-upvc`,
      appId: 'local-app-id',
    },
    emulator: { host: '127.0.0.1', port: db.port },
  };
}

let apps = 0;
/** Each test talks through its own Firebase app, so no cache is shared between tests. */
export const uniqueAppName = () => `test-${process.pid}-${++apps}`;
