import type { IncomingMessage } from 'node:http';
import { clientAddress, trustedHops } from './clientAddress';

const request = (forwardedFor: string | undefined, peer = '10.0.0.1') =>
  ({
    headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor },
    socket: { remoteAddress: peer },
    connection: { remoteAddress: peer },
  }) as unknown as IncomingMessage;

describe('clientAddress', () => {
  it('with no trusted proxy, is the socket peer whatever X-Forwarded-For says', () => {
    expect(clientAddress(request('1.2.3.4'), 0)).toBe('10.0.0.1');
  });

  it('behind one proxy, is the entry that proxy appended, not one the client wrote before it', () => {
    expect(clientAddress(request('6.6.6.6, 203.0.113.9'), 1)).toBe('203.0.113.9');
    expect(clientAddress(request('203.0.113.9'), 1)).toBe('203.0.113.9');
  });

  it('behind two proxies, counts two from the right', () => {
    expect(clientAddress(request('6.6.6.6, 203.0.113.9, 35.1.1.1'), 2)).toBe('203.0.113.9');
  });

  it('reads TRUSTED_PROXY_HOPS as a small whole number, else 0', () => {
    expect(trustedHops('2')).toBe(2);
    expect(trustedHops('-1')).toBe(0);
    expect(trustedHops('x')).toBe(0);
    expect(trustedHops(undefined)).toBe(0);
  });
});
