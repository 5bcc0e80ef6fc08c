import { randomInt } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { PREVIEW_COOKIE } from '../answer/preview';
import type { Signer } from '../http/signing';

// Which share of visitors a browser is in (0-99), kept in the one cookie Firebase Hosting forwards.
// The server chooses the bucket and signs it: a cookie a visitor wrote (`c0`, to get every canary)
// or altered is ignored and replaced.

/** The `__session` cookie's value, if any. */
function sessionCookie(req: IncomingMessage): string | undefined {
  return (req.headers.cookie ?? '')
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${PREVIEW_COOKIE}=`))
    ?.slice(PREVIEW_COOKIE.length + 1);
}

/** This browser's bucket (0-99) from its signed `__session` cookie; undefined before its first canary page, or when forged. */
export function bucketOf(req: IncomingMessage, signer: Signer): number | undefined {
  const value = sessionCookie(req);
  const match = /^c(\d{1,2})$/.exec((value && signer.verify(value)) ?? '');
  return match ? Number(match[1]) : undefined;
}

/**
 * A browser's bucket, sticky for a month. Firebase Hosting forwards only the `__session` cookie to
 * the server, so the bucket rides on it (a tester's preview cookie takes its place while it lasts).
 */
export const bucketCookie = (bucket: number, secure: boolean, signer: Signer) =>
  `${PREVIEW_COOKIE}=${signer.sign(`c${bucket}`)}; Path=/; Max-Age=2592000; SameSite=Lax; HttpOnly${secure ? '; Secure' : ''}`;
export const newBucket = () => randomInt(100);
