import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * HMAC-SHA256 over short values the server hands out and reads back (a canary bucket, a page view's
 * beacon token): what a visitor sends back is believed only when the signature is the server's.
 * 128 bits of the MAC are kept: a forgery needs 2^128 tries, and a cookie stays short.
 */
export interface Signer {
  sign(value: string): string;
  /** The value, when `signed` carries this key's signature over it; otherwise undefined. */
  verify(signed: string): string | undefined;
}

const MAC_CHARS = 22;

export function createSigner(key: string | Buffer): Signer {
  const mac = (value: string) => createHmac('sha256', key).update(value).digest('base64url').slice(0, MAC_CHARS);
  return {
    sign: (value) => `${value}.${mac(value)}`,
    verify(signed) {
      if (typeof signed !== 'string' || signed.length > 512) return undefined;
      const dot = signed.lastIndexOf('.');
      if (dot < 1) return undefined;
      const value = signed.slice(0, dot);
      const given = Buffer.from(signed.slice(dot + 1));
      const expected = Buffer.from(mac(value));
      return given.length === expected.length && timingSafeEqual(given, expected) ? value : undefined;
    },
  };
}

/**
 * The key from `SESSION_KEY` (Secret Manager in production, the same on every instance so a
 * browser's bucket and a page's token hold on any of them); without it, a key of this process
 * alone (`npm start`, one instance), said so in the log by the caller.
 */
export function signingKey(value: string | undefined): { key: Buffer; shared: boolean } {
  if (value && value.length >= 32) return { key: Buffer.from(value), shared: true };
  return { key: randomBytes(32), shared: false };
}
