import { memoryState, safePath, type SharedState } from '@ecopanel/releases/canary';

export { memoryState, type SharedState };

const TIMEOUT_MS = 2000;

/**
 * The site's Firebase Realtime Database over its REST API (`<url>/<path>.json?auth=<token>`), under
 * `server/`: the database the impact counter already uses, and its local stand-in (mfe-impact/server).
 * The token is a Firebase ID token of the server's own identity (uid `composition-server`, DEPLOY.md),
 * never an administrator's: the database's rules (mfe-impact/database.rules.json) apply to it and let
 * it read and write `server/canary` and `server/vitals` only. Locally, the stand-in's token for it.
 */
export function realtimeDatabaseState(url: string, token: () => Promise<string>): SharedState {
  const base = url.replace(/\/+$/, '');
  async function call(method: 'GET' | 'PUT', path: string, body?: unknown) {
    const target = new URL(`${base}/server/${safePath(path)}.json`);
    target.searchParams.set('auth', await token());
    const response = await fetch(target, {
      method,
      ...(method === 'PUT' ? { body: JSON.stringify(body), headers: { 'content-type': 'application/json' } } : {}),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    // Never the URL in the message: it carries the token.
    if (!response.ok) throw new Error(`${method} ${path}: the database answered ${response.status}`);
    return response.text();
  }
  return {
    where: `${base}/server`,
    get: async <T>(path: string) => JSON.parse(await call('GET', path)) as T | null,
    put: async (path, value) => void (await call('PUT', path, value)),
  };
}

/** The variables that carry the server's database credential: read once, by this process alone. */
const CREDENTIAL_VARS = ['SERVER_STATE_TOKEN', 'SERVER_STATE_REFRESH_TOKEN'] as const;

/**
 * The shared state from the environment: `SERVER_STATE_DATABASE_URL` (the stand-in's
 * `http://127.0.0.1:3011` locally, `https://<db>.firebasedatabase.app` in production) with, in
 * production, `SERVER_STATE_REFRESH_TOKEN` (the server identity's Firebase refresh token, from Secret
 * Manager) and `SERVER_STATE_API_KEY` (a Web API key of the project that may call the Token Service
 * API), or locally the stand-in's `SERVER_STATE_TOKEN`. Without a URL, this process's memory.
 * The credential is taken out of `env` here, before the render threads start: they get a copy of the
 * environment, and the remotes' code they run never sees it.
 */
export function sharedStateFromEnv(env: NodeJS.ProcessEnv = process.env): SharedState {
  const url = env.SERVER_STATE_DATABASE_URL;
  const { SERVER_STATE_TOKEN: fixed, SERVER_STATE_REFRESH_TOKEN: refresh } = env;
  for (const name of CREDENTIAL_VARS) delete env[name];
  if (!url) return memoryState();
  if (fixed) return realtimeDatabaseState(url, () => Promise.resolve(fixed));
  const apiKey = env.SERVER_STATE_API_KEY;
  if (refresh && apiKey) return realtimeDatabaseState(url, idToken(refresh, apiKey));
  throw new Error(
    "SERVER_STATE_DATABASE_URL needs the server identity's credential: SERVER_STATE_REFRESH_TOKEN and SERVER_STATE_API_KEY (DEPLOY.md), or SERVER_STATE_TOKEN for the local stand-in",
  );
}

/**
 * The server identity's Firebase ID token, from its refresh token (Firebase's Token Service), kept
 * until five minutes before it expires (it lives an hour).
 */
export function idToken(
  refreshToken: string,
  apiKey: string,
  tokenUrl = 'https://securetoken.googleapis.com/v1/token',
) {
  let cached: { token: string; until: number } | undefined;
  return async () => {
    if (cached && cached.until > Date.now()) return cached.token;
    const target = new URL(tokenUrl);
    target.searchParams.set('key', apiKey);
    const response = await fetch(target, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: refreshToken }),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    // Never the body in the message: it may carry a token.
    if (!response.ok) throw new Error(`no ID token from the Token Service: ${response.status}`);
    const { id_token: token, expires_in: seconds } = (await response.json()) as {
      id_token: string;
      expires_in: string;
    };
    cached = { token, until: Date.now() + (Number(seconds) - 300) * 1000 };
    return token;
  };
}
