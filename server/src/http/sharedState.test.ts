/** @jest-environment node */
// How the server authenticates to the Realtime Database (issue 40, point 7): as its own Firebase user,
// with an ID token it gets from its refresh token, sent as `auth=` so the database's rules apply to
// it (what they allow it: mfe-impact/src/lib/serverDatabaseRules.engine.test.ts, and through the REST
// API as here, serverDatabaseRules.rest.test.ts); never as an administrator.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { idToken, realtimeDatabaseState, sharedStateFromEnv } from './sharedState';

let server: Server;
let origin: string;
const requests: { method: string; path: string; query: URLSearchParams; body: string }[] = [];
let tokenAnswer: { status: number; body: object } = { status: 200, body: {} };
let issued = 0;

const bodyOf = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let text = '';
    req.on('data', (chunk: Buffer) => (text += chunk.toString()));
    req.on('end', () => resolve(text));
  });

beforeAll(async () => {
  server = createServer((req, res) => {
    void bodyOf(req).then((body) => {
      const url = new URL(req.url ?? '/', 'http://x');
      requests.push({ method: req.method ?? '', path: url.pathname, query: url.searchParams, body });
      if (url.pathname === '/v1/token') {
        issued += 1;
        res.writeHead(tokenAnswer.status, { 'content-type': 'application/json' });
        res.end(
          JSON.stringify(
            tokenAnswer.status === 200 ? { ...tokenAnswer.body, id_token: `id-${issued}` } : tokenAnswer.body,
          ),
        );
        return;
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end(req.method === 'PUT' ? body : '{"a":1}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));
beforeEach(() => {
  requests.length = 0;
  issued = 0;
  tokenAnswer = { status: 200, body: { expires_in: '3600', token_type: 'Bearer', user_id: 'composition-server' } };
});

describe('idToken: the server identity’s ID token from its refresh token', () => {
  it('asks the Token Service with the refresh token and the API key, and keeps the token while it is fresh', async () => {
    const token = idToken('refresh-secret', 'api-key', `${origin}/v1/token`);
    await expect(token()).resolves.toBe('id-1');
    await expect(token()).resolves.toBe('id-1');
    expect(requests).toHaveLength(1);
    const [asked] = requests;
    expect(asked?.method).toBe('POST');
    expect(asked?.query.get('key')).toBe('api-key');
    expect(Object.fromEntries(new URLSearchParams(asked?.body))).toEqual({
      grant_type: 'refresh_token',
      refresh_token: 'refresh-secret',
    });
  });

  it('asks again once the token is within five minutes of expiring', async () => {
    tokenAnswer.body = { expires_in: '300' };
    const token = idToken('refresh-secret', 'api-key', `${origin}/v1/token`);
    await expect(token()).resolves.toBe('id-1');
    await expect(token()).resolves.toBe('id-2');
  });

  it('fails with the status alone, never the refresh token or the answer (a disabled user, a revoked token)', async () => {
    tokenAnswer = { status: 400, body: { error: { message: 'USER_DISABLED refresh-secret' } } };
    const token = idToken('refresh-secret', 'api-key', `${origin}/v1/token`);
    const error = (await token().catch((e: unknown) => e)) as Error;
    expect(error.message).toBe('no ID token from the Token Service: 400');
  });
});

describe('realtimeDatabaseState', () => {
  it('sends the token as `auth=` (a Firebase ID token, under the rules), under server/', async () => {
    const state = realtimeDatabaseState(origin, () => Promise.resolve('id-7'));
    await state.put('vitals/one', { at: 1, snapshot: '{}' });
    await expect(state.get('canary/catalogue/abc')).resolves.toEqual({ a: 1 });
    expect(requests.map((r) => [r.method, r.path, r.query.get('auth'), r.query.has('access_token')])).toEqual([
      ['PUT', '/server/vitals/one.json', 'id-7', false],
      ['GET', '/server/canary/catalogue/abc.json', 'id-7', false],
    ]);
  });
});

describe('sharedStateFromEnv', () => {
  it('takes the credential out of the environment, so the render threads started after never see it', () => {
    const env = {
      SERVER_STATE_DATABASE_URL: origin,
      SERVER_STATE_REFRESH_TOKEN: 'refresh-secret',
      SERVER_STATE_API_KEY: 'api-key',
      SERVER_STATE_TOKEN: 'local',
    };
    expect(sharedStateFromEnv(env).where).toBe(`${origin}/server`);
    expect(env).toEqual({ SERVER_STATE_DATABASE_URL: origin, SERVER_STATE_API_KEY: 'api-key' });
  });

  it("uses the local stand-in's token as it is", async () => {
    const state = sharedStateFromEnv({ SERVER_STATE_DATABASE_URL: origin, SERVER_STATE_TOKEN: 'local-stand-in' });
    await state.get('vitals');
    expect(requests.map((r) => r.query.get('auth'))).toEqual(['local-stand-in']);
  });

  it('refuses to start with a database and no credential: there is no administrator to fall back to', () => {
    expect(() => sharedStateFromEnv({ SERVER_STATE_DATABASE_URL: origin })).toThrow(/SERVER_STATE_REFRESH_TOKEN/);
    expect(() =>
      sharedStateFromEnv({ SERVER_STATE_DATABASE_URL: origin, SERVER_STATE_REFRESH_TOKEN: 'refresh-secret' }),
    ).toThrow(/SERVER_STATE_API_KEY/);
  });

  it("keeps this process's memory without a database", () => {
    expect(sharedStateFromEnv({}).where).toBe('this process only');
  });
});
