// What the composition server's instances share, written in one place for the canary board (which
// counts in it) and the server (which keeps it in the site's Realtime Database, or in memory).

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

/** Path segments as the Realtime Database takes them: no `.`, `#`, `$`, `[`, `]` or `/` inside one. */
export const safePath = (path: string) => {
  if (!/^[A-Za-z0-9_@-]+(\/[A-Za-z0-9_@-]+)*$/.test(path)) throw new Error(`not a database path: ${path}`);
  return path;
};

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
      try {
        // As the database does: null removes the record.
        if (value === null) data.delete(safePath(path));
        else data.set(safePath(path), JSON.stringify(value));
        return Promise.resolve();
      } catch (error) {
        return Promise.reject(error as Error);
      }
    },
  };
}
