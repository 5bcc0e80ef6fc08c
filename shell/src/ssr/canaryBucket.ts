import { randomInt } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { PREVIEW_COOKIE } from './preview';

// Which share of visitors a browser is in (0-99), kept in the one cookie Firebase Hosting forwards.

/** This browser's bucket (0-99) from its `__session` cookie (`c42`); undefined before its first canary page. */
export function bucketOf(req: IncomingMessage): number | undefined {
  const value = (req.headers.cookie ?? '')
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${PREVIEW_COOKIE}=`))
    ?.slice(PREVIEW_COOKIE.length + 1);
  const match = /^c(\d{1,2})$/.exec(value ?? '');
  return match ? Number(match[1]) : undefined;
}

/**
 * A browser's bucket, sticky for a month. Firebase Hosting forwards only the `__session` cookie to
 * the server, so the bucket rides on it (a tester's preview cookie takes its place while it lasts).
 */
export const bucketCookie = (bucket: number, secure: boolean) =>
  `${PREVIEW_COOKIE}=c${bucket}; Path=/; Max-Age=2592000; SameSite=Lax; HttpOnly${secure ? '; Secure' : ''}`;
export const newBucket = () => randomInt(100);
