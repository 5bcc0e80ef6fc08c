import { pathToFileURL } from 'node:url';
import type { Configuration } from '@rspack/core';

type StandinName = 'email' | 'database';

interface Standins {
  startStandins(options: { only: StandinName[] } & Record<string, unknown>): Promise<unknown>;
}

/**
 * A remote's dev server is its QA page, and the form and the counter need their service: this
 * starts the named local stand-in once the dev server listens (the same start-up as `npm start`, so
 * nothing starts when the build points at the real service, and one already running is reused).
 */
export function withDevStandin<C extends Configuration>(
  config: C,
  name: StandinName,
  /** What the stand-in serves (the database's `database`: the app's rules and seed). */
  options: Record<string, unknown> = {},
): C {
  const start = async (): Promise<void> => {
    const file = pathToFileURL(require.resolve('@ecopanel/dev-tools/standins')).href;
    await ((await import(file)) as Standins).startStandins({ ...options, only: [name] });
  };
  return {
    ...config,
    devServer: {
      ...config.devServer,
      onListening: () => {
        start().catch((error: unknown) => console.error(`${name} stand-in did not start:`, error));
      },
    },
  };
}
