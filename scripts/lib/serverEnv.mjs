// The shell server's environment in production is what its container sets (shell/Dockerfile's `ENV`
// lines). `npm start`, the bench and the end-to-end suite start the server with the same, so what
// they measure (its memory over releases above all) is what production runs.
import { readFileSync } from 'node:fs';

/**
 * The variables the `ENV` lines of a Dockerfile's last stage (the image that runs: a `FROM` starts
 * a stage afresh) set, in the `ENV KEY=value [KEY=value ...]` form. Any other form (quotes, the
 * legacy `ENV KEY value`, a continued line) throws rather than being read wrongly.
 */
export function dockerfileEnv(text) {
  const env = {};
  const lines = text.split('\n');
  const lastStage = lines.findLastIndex((line) => /^FROM\s/i.test(line.trim()));
  for (const line of lines.slice(Math.max(lastStage, 0))) {
    const match = /^ENV\s+(.*)$/.exec(line.trim());
    if (!match) continue;
    for (const pair of match[1].trim().split(/\s+/)) {
      const setting = /^([A-Za-z_][A-Za-z0-9_]*)=([^"'\\$\s]+)$/.exec(pair);
      if (!setting) throw new Error(`cannot read "${line.trim()}": write ENV KEY=value, unquoted, on one line`);
      env[setting[1]] = setting[2];
    }
  }
  return env;
}

/** The environment shell/Dockerfile gives the server in production. */
export const serverEnv = (dockerfile) => dockerfileEnv(readFileSync(dockerfile, 'utf8'));
