import { isLocalHost } from '@ecopanel/shared-ui';
import { firebaseSettings, type FirebaseSettings } from '../settings';

export interface DatabaseSettings {
  /** The Firebase web app configuration (public by design). */
  app: { apiKey: string; authDomain: string; projectId: string; databaseURL: string; appId: string };
  /** The local realtime database server to use instead of Firebase, when no real project is set. */
  emulator: { host: string; port: number } | null;
}

/** Where the counter's database is: a real project from the environment, else the local server. */
export function databaseSettings(config: FirebaseSettings = firebaseSettings): DatabaseSettings {
  const { apiKey, authDomain, projectId, databaseURL, appId, emulatorHost } = config;
  const app = { apiKey, authDomain, projectId, databaseURL, appId };
  if (!isLocalHost(hostnameOf(databaseURL))) return { app, emulator: null };
  const separator = emulatorHost.lastIndexOf(':');
  return {
    app,
    emulator: { host: emulatorHost.slice(0, separator), port: Number(emulatorHost.slice(separator + 1)) },
  };
}

function hostnameOf(url: string): string {
  try {
    return new URL(url).hostname;
  } catch {
    return '';
  }
}
