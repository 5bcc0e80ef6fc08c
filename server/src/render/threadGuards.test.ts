/** @jest-environment node */
import { allowedHost, targetOf } from './threadGuards';

describe('targetOf (where a socket.connect call would connect)', () => {
  it('reads options, port and host, and net.connect’s normalized arguments', () => {
    expect(targetOf([{ host: '169.254.169.254', port: 80 }])).toEqual({ host: '169.254.169.254', port: 80 });
    expect(targetOf([{ port: 3001 }])).toEqual({ host: 'localhost', port: 3001 });
    expect(targetOf([[{ host: 'metadata.google.internal', port: 80 }, null]])).toEqual({
      host: 'metadata.google.internal',
      port: 80,
    });
    expect(targetOf([8080, 'example.com'])).toEqual({ host: 'example.com', port: 8080 });
    expect(targetOf(['8080'])).toEqual({ host: 'localhost', port: 8080 });
  });

  it('has no host for a pipe (a local socket), which is refused', () => {
    expect(targetOf([{ path: '/var/run/docker.sock' }])).toBeUndefined();
    expect(targetOf(['/var/run/docker.sock'])).toBeUndefined();
  });
});

describe('allowedHost', () => {
  const origins = new Set(['http://localhost:3001', 'https://catalogue.example.com', 'http://[::1]:3002']);

  it('allows the registry’s origins, port included', () => {
    expect(allowedHost({ host: 'localhost', port: 3001 }, origins)).toBe(true);
    expect(allowedHost({ host: 'CATALOGUE.example.com', port: 443 }, origins)).toBe(true);
    expect(allowedHost({ host: '::1', port: 3002 }, origins)).toBe(true);
  });

  it('refuses any other host or port', () => {
    expect(allowedHost({ host: 'localhost', port: 3000 }, origins)).toBe(false);
    expect(allowedHost({ host: 'catalogue.example.com', port: 80 }, origins)).toBe(false);
    expect(allowedHost({ host: '169.254.169.254', port: 80 }, origins)).toBe(false);
    expect(allowedHost({ host: 'metadata.google.internal', port: 80 }, origins)).toBe(false);
  });
});
