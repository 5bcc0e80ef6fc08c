import type { IncomingMessage } from 'node:http';
import proxyAddr from 'proxy-addr';

/**
 * The visitor's address, for every rate limit: the socket's peer, or, behind `hops` proxies that
 * each append the address they saw to X-Forwarded-For, the entry that many places from the right.
 * Entries further left are written by the client and never believed (proxy-addr's hop count).
 * Production sets TRUSTED_PROXY_HOPS for its platform (DEPLOY.md); locally no proxy: 0.
 */
export function clientAddress(req: IncomingMessage, hops: number): string {
  return proxyAddr(req as Parameters<typeof proxyAddr>[0], (_address, i) => i < hops).slice(0, 64);
}

/** TRUSTED_PROXY_HOPS: a whole number 0-5; anything else is 0 (the socket's own peer). */
export function trustedHops(value = process.env.TRUSTED_PROXY_HOPS): number {
  const n = Number(value ?? 0);
  return Number.isInteger(n) && n >= 0 && n <= 5 ? n : 0;
}
