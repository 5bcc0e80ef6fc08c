/** @jest-environment node */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { handleStatus, releaseStatus, statusAccess } from './status';

const request = (headers: Record<string, string> = {}, address = '203.0.113.5') =>
  ({ url: '/__status', method: 'GET', headers, socket: { remoteAddress: address } }) as unknown as IncomingMessage;

function answer(req: IncomingMessage, allowed: (req: IncomingMessage) => boolean) {
  return new Promise<{ status: number; body: string }>((resolve) => {
    let status = 0;
    const res = {
      writeHead: (code: number) => ((status = code), res),
      end: (body?: string) => resolve({ status, body: body ?? '' }),
    } as unknown as ServerResponse;
    const details = releaseStatus({
      remotes: ['catalogue'],
      live: { catalogue: 'abcdef123456' },
      pinned: {},
      canaries: [
        {
          remote: 'catalogue',
          release: 'bbbbbb',
          live: 'abcdef123456',
          state: 'running',
          completeAfter: 200,
          counts: { canary: { views: 1, errors: 0 }, live: { views: 9, errors: 0 } },
        },
      ],
    });
    handleStatus(req, res, () => Promise.resolve(details), allowed);
  });
}

describe('/__status', () => {
  const withToken = statusAccess({ token: 'release-token-0123456789', trustedHops: 2 });

  it('tells anyone only that the server is up: no release id, no canary, no counts', async () => {
    const { status, body } = await answer(request(), withToken);
    expect(status).toBe(200);
    expect(JSON.parse(body)).toEqual({ status: 'up' });
    expect(body).not.toMatch(/bbbbbb|abcdef/);
  });

  it('shows the details with the release token, and not with a wrong one or another scheme', async () => {
    const allowed = await answer(request({ authorization: 'Bearer release-token-0123456789' }), withToken);
    expect(JSON.parse(allowed.body).canaries[0].release).toBe('bbbbbb');
    for (const authorization of ['Bearer release-token-012345678', 'Basic release-token-0123456789', 'Bearer '])
      expect(JSON.parse((await answer(request({ authorization }), withToken)).body)).toEqual({ status: 'up' });
  });

  it('with no token configured, shows them only to this machine, and never behind a proxy', async () => {
    const local = statusAccess({ trustedHops: 0 });
    expect(local(request({}, '127.0.0.1'))).toBe(true);
    expect(local(request({ 'x-forwarded-for': '127.0.0.1' }, '203.0.113.5'))).toBe(false);
    expect(statusAccess({ trustedHops: 1 })(request({}, '127.0.0.1'))).toBe(false);
  });
});
