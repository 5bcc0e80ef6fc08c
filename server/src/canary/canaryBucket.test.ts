/** @jest-environment node */
import type { IncomingMessage } from 'node:http';
import { bucketCookie, bucketOf } from './canaryBucket';
import { createSigner } from '../http/signing';

const request = (cookie?: string) => ({ headers: cookie ? { cookie } : {} }) as IncomingMessage;
const signer = createSigner('b'.repeat(32));

it('keeps a browser in a bucket the server chose and signed, in the one cookie the hosting forwards', () => {
  const cookieFor = (bucket: number) => bucketCookie(bucket, false, signer).split(';')[0]!;
  expect(bucketOf(request(), signer)).toBeUndefined();
  expect(bucketOf(request(`theme=dark; ${cookieFor(7)}`), signer)).toBe(7);
  expect(bucketOf(request(cookieFor(99)), signer)).toBe(99);
  // Written by the visitor, altered, or signed with another key: no bucket (a new one is given).
  expect(bucketOf(request('__session=c0'), signer)).toBeUndefined();
  expect(bucketOf(request(cookieFor(70).replace('c70', 'c07')), signer)).toBeUndefined();
  expect(bucketOf(request(bucketCookie(0, false, createSigner('x'.repeat(32))).split(';')[0]), signer)).toBeUndefined();
  // A tester's preview cookie is not a bucket.
  expect(bucketOf(request('__session=eyJyIjp7fX0.sig'), signer)).toBeUndefined();
  expect(bucketCookie(7, true, signer)).toMatch(
    /^__session=c7\.[\w-]{22}; Path=\/; Max-Age=2592000; SameSite=Lax; HttpOnly; Secure$/,
  );
});
