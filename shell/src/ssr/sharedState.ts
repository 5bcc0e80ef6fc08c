/**
 * What the server instances of one site share (a canary's counts and decision, field figures):
 * production runs several instances (Cloud Run scales out), and one instance's view is not the
 * site's. Each instance writes only its own records; readers add them up, so no write conflicts.
 */
export interface SharedState {
  /** Where it lives, for the log and `/__status`. */
  readonly where: string;
  get<T>(path: string): Promise<T | null>;
  put(path: string, value: unknown): Promise<void>;
}

const TIMEOUT_MS = 2000;

/** Path segments as the Realtime Database takes them: no `.`, `#`, `$`, `[`, `]` or `/` inside one. */
const safePath = (path: string) => {
  if (!/^[A-Za-z0-9_@-]+(\/[A-Za-z0-9_@-]+)*$/.test(path)) throw new Error(`not a database path: ${path}`);
  return path;
};

/**
 * The site's Firebase Realtime Database over its REST API (`<url>/<path>.json`), under `server/`:
 * the database the impact counter already uses, and its local stand-in (mfe-impact/server). The
 * token is the server's: an OAuth access token of its service account in production (rules do not
 * apply to it; browsers can neither read nor write `server/`), the stand-in's admin token locally.
 */
export function realtimeDatabaseState(url: string, token: () => Promise<string>): SharedState {
  const base = url.replace(/\/+$/, '');
  async function call(method: 'GET' | 'PUT', path: string, body?: unknown) {
    const target = new URL(`${base}/server/${safePath(path)}.json`);
    target.searchParams.set('access_token', await token());
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

/** One process's own memory: what a single instance (and a unit test) uses with no database configured. */
export function memoryState(): SharedState {
  const data = new Map<string, string>();
  return {
    where: 'this process only',
    get: <T>(path: string) => {
      const prefix = `${safePath(path)}/`;
      const exact = data.get(path);
      if (exact !== undefined) return Promise.resolve(JSON.parse(exact) as T);
      const children = [...data].filter(([key]) => key.startsWith(prefix));
      if (!children.length) return Promise.resolve(null);
      const tree: Record<string, unknown> = {};
      for (const [key, value] of children) {
        const parts = key.slice(prefix.length).split('/');
        let node = tree;
        for (const part of parts.slice(0, -1)) node = (node[part] ??= {}) as Record<string, unknown>;
        node[parts.at(-1)!] = JSON.parse(value) as unknown;
      }
      return Promise.resolve(tree as T);
    },
    put: (path, value) => {
      data.set(safePath(path), JSON.stringify(value));
      return Promise.resolve();
    },
  };
}

/**
 * The shared state from the environment: `SERVER_STATE_DATABASE_URL` (the stand-in's
 * `http://127.0.0.1:3011` locally, `https://<db>.firebaseio.com` in production) with
 * `SERVER_STATE_TOKEN`, or on Cloud Run the service account's token from the metadata server.
 * Without a URL, this process's memory.
 */
export function sharedStateFromEnv(env = process.env): SharedState {
  const url = env.SERVER_STATE_DATABASE_URL;
  if (!url) return memoryState();
  const fixed = env.SERVER_STATE_TOKEN;
  return realtimeDatabaseState(url, fixed ? () => Promise.resolve(fixed) : metadataToken());
}

/** The service account's access token on Google Cloud, kept until a minute before it expires. */
function metadataToken() {
  let cached: { token: string; until: number } | undefined;
  return async () => {
    if (cached && cached.until > Date.now()) return cached.token;
    const response = await fetch(
      'http://metadata.google.internal/computeMetadata/v1/instance/service-accounts/default/token',
      { headers: { 'metadata-flavor': 'Google' }, signal: AbortSignal.timeout(TIMEOUT_MS) },
    );
    if (!response.ok) throw new Error(`no access token from the metadata server: ${response.status}`);
    const { access_token: token, expires_in: seconds } = (await response.json()) as {
      access_token: string;
      expires_in: number;
    };
    cached = { token, until: Date.now() + (seconds - 60) * 1000 };
    return token;
  };
}
