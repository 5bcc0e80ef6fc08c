/**
 * The server's secrets, read once at start and then removed from `process.env`: every thread and
 * process started later (the render threads run the teams' released code) inherits an environment
 * without them, and a release that reads `process.env` finds none. Each secret is handed only to
 * the part that uses it (main.ts): the preview and status tokens, the signing key.
 */
export const SECRET_NAMES = [
  'PREVIEW_TOKEN',
  'STATUS_TOKEN',
  'SESSION_KEY',
  'SERVER_STATE_TOKEN',
  'SERVER_STATE_REFRESH_TOKEN',
] as const;
export type Secrets = Partial<Record<(typeof SECRET_NAMES)[number], string>>;

export function takeSecrets(env: NodeJS.ProcessEnv = process.env): Secrets {
  const secrets: Secrets = {};
  for (const name of SECRET_NAMES) {
    if (env[name]) secrets[name] = env[name];
    delete env[name];
  }
  return secrets;
}
