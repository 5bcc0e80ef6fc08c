import type { Configuration } from '@rspack/core';
import { withDevStandin } from './devStandin';

it("starts the stand-in from the dev server's onListening and keeps the rest of its settings", () => {
  const config: Configuration = { mode: 'development', devServer: { port: 3999, hot: true } };
  const withStandin = withDevStandin(config, 'email');
  expect(withStandin.mode).toBe('development');
  expect(withStandin.devServer).toEqual({ port: 3999, hot: true, onListening: expect.any(Function) });
  expect(config.devServer).toEqual({ port: 3999, hot: true });
});
