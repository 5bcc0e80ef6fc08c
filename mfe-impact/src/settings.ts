/**
 * The impact remote's own settings: the Firebase web app of the counter's database. They are
 * inlined into this remote's build only (createAppConfig's `settings`), so moving the database is a
 * release of this remote alone; the shell never carries them. Read by `npm run preflight` too, which
 * evaluates this module by itself: it imports nothing.
 */
const env = (value: string | undefined, fallback: string): string =>
  value !== undefined && value !== '' ? value : fallback;

/** The variables this remote's build reads, and nothing else. */
export const CONFIG_ENV_VARS = [
  'FIREBASE_API_KEY',
  'FIREBASE_AUTH_DOMAIN',
  'FIREBASE_PROJECT_ID',
  'FIREBASE_DATABASE_URL',
  'FIREBASE_APP_ID',
  'FIREBASE_EMULATOR_HOST',
] as const;

export interface FirebaseSettings {
  apiKey: string;
  authDomain: string;
  projectId: string;
  databaseURL: string;
  appId: string;
  /** host:port of the local realtime database stand-in, used while no real project is configured. */
  emulatorHost: string;
}

/** The Firebase web config (public by design; the database rules guard the data). */
export const firebaseSettings: FirebaseSettings = {
  apiKey: env(process.env.FIREBASE_API_KEY, 'local-api-key'),
  authDomain: env(process.env.FIREBASE_AUTH_DOMAIN, 'local.example.com'),
  projectId: env(process.env.FIREBASE_PROJECT_ID, 'local-upvc'),
  databaseURL: env(process.env.FIREBASE_DATABASE_URL, 'http://127.0.0.1:3011?ns=local-upvc'),
  appId: env(process.env.FIREBASE_APP_ID, 'local-app-id'),
  emulatorHost: env(process.env.FIREBASE_EMULATOR_HOST, '127.0.0.1:3011'),
};
