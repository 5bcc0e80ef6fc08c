// What vitals.*.test.ts share: the beacon a page sends, signed with the token the server put in the
// page it served, a POST of it to the collector, and a collector for the site's own origin.
import { EventEmitter } from 'node:events';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createSigner } from '../../http/signing';
import { createVitalsCollector } from '../vitals';
import { issueToken } from '../viewTokens';

export const remotes = new Set(['shell', 'catalogue']);
export const beacon = { remote: 'catalogue', release: 'abcdef123456', rendering: 'server', view: true };
export const signer = createSigner('v'.repeat(32));
/** A beacon with the token the server put in the page it served. */
export const signed = (fields: object = {}, token = issueToken(signer, 'catalogue', 'abcdef123456')) =>
  JSON.stringify({ ...beacon, ...fields, token });

export function post(body: string, headers: Record<string, string> = {}, address = '10.0.0.1') {
  const req = Object.assign(new EventEmitter(), {
    url: '/__vitals',
    method: 'POST',
    headers: { host: 'site.test', 'content-length': String(Buffer.byteLength(body)), ...headers },
    socket: { remoteAddress: address },
    connection: { remoteAddress: address },
    destroy: () => {},
    resume: () => {},
  }) as unknown as IncomingMessage;
  const res = { status: 0 };
  const api = {
    writeHead: (status: number) => ((res.status = status), api),
    end: () => api,
  } as unknown as ServerResponse;
  return { req, res, api, send: () => (req.emit('data', Buffer.from(body)), req.emit('end')) };
}

export function collector(perMinute = 60) {
  return createVitalsCollector({
    remotes: () => ['catalogue'],
    log: Object.assign(() => {}, {}) as never,
    perMinute,
    signer,
    origins: new Set(['https://site.test']),
    trustedHops: 1,
  });
}
