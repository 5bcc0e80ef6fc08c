// The local realtime database server the site uses (mfe-impact/server/localDatabase.cjs), for the
// node-environment tests that talk to it with the real Firebase SDK.
import type { DatabaseSettings } from '../lib/firebaseOptions';

export interface LocalDatabase {
  url: string;
  port: number;
  /** The host its handshake hands out (its own host:port unless started with `shardHost`). */
  shardHost: string;
  /** firebase-server, for tests that watch its connections. */
  server: {
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

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { startLocalDatabase } = require('../../server/localDatabase.cjs') as {
  startLocalDatabase(options: {
    host?: string;
    port: number;
    data?: object | null;
    shardHost?: string;
    allowedOrigins?: string[];
  }): Promise<LocalDatabase>;
};
// eslint-disable-next-line @typescript-eslint/no-require-imports
export const { DEFAULT_COUNT: SEEDED_COUNT, trackerRecord } = require('../../server/trackerRecord.cjs') as {
  DEFAULT_COUNT: number;
  trackerRecord(count?: number, now?: Date): { count: number; lastUpdate: string };
};

export { startLocalDatabase };

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
