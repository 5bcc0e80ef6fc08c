import { randomBytes } from 'node:crypto';
import { RELEASE_ID_SOURCE } from '@ecopanel/releases/layout';
import { LRUCache } from 'lru-cache';
import type { Signer } from '../http/signing';

/**
 * A page view's beacon token: with each page it sends (in the Server-Timing header), the server
 * signs the remote and release it served and an expiry. A beacon (POST /__vitals) counts only with
 * such a token, and is filed under the token's remote and release, never under what its body says: no beacon can name a release it
 * was not served. Each token counts one page view and one hydration error at most (a replayed
 * token adds nothing), and a few beacons in all (a page sends one when hidden, again if shown and
 * hidden again).
 */
export interface ViewToken {
  remote: string;
  release: string;
  expires: number;
  nonce: string;
}

/** A page open longer than this reports nothing more (6 h). */
export const TOKEN_LIFE_MS = 6 * 60 * 60 * 1000;
/** Beacons one token may carry: the view, a hydration error, and later figures of the same view. */
export const BEACONS_PER_TOKEN = 6;
/** Where the page carries it: a Server-Timing entry of this name, which the browser's fieldVitals.ts reads. */
export const TOKEN_TIMING = 'vt';

const NAME = /^[a-z][a-z0-9-]{0,31}$/;
/** The release a token names for a remote's part the server left to the browser (degraded): the browser chose it. */
export const BROWSER_CHOSE = 'unknown';
/** What a page's figures may be filed under as its release: a release id, the shell's own pages, or a page the browser chose. */
export const PAGE_RELEASE = new RegExp(`^(${RELEASE_ID_SOURCE}|shell|${BROWSER_CHOSE})$`);

// A nonce only has to be unique (the signature makes it unforgeable): this process's prefix and a count.
const PREFIX = randomBytes(6).toString('base64url');
let issued = 0;

export function issueToken(signer: Signer, remote: string, release: string, now = Date.now()): string {
  const nonce = `${PREFIX}${(issued++).toString(36)}`;
  return signer.sign(`${remote}~${release}~${(now + TOKEN_LIFE_MS).toString(36)}~${nonce}`);
}

export function readToken(signer: Signer, token: unknown, now = Date.now()): ViewToken | undefined {
  if (typeof token !== 'string') return undefined;
  const value = signer.verify(token);
  const [remote = '', release = '', expiresIn = '', nonce = ''] = value?.split('~') ?? [];
  const expires = parseInt(expiresIn, 36);
  if (!NAME.test(remote) || !PAGE_RELEASE.test(release) || !nonce || !(expires > now)) return undefined;
  return { remote, release, expires, nonce };
}

/** What each token has counted already, while it can still be used (bounded: the oldest go first). */
export function tokenLedger(max = 200_000) {
  const used = new LRUCache<string, { beacons: number; view: boolean; hydrationError: boolean }>({
    max,
    ttl: TOKEN_LIFE_MS,
  });
  /** What this beacon may still count for its token; undefined: the token has carried enough. */
  return function spend(token: ViewToken, wants: { view: boolean; hydrationError: boolean }) {
    const entry = used.get(token.nonce) ?? { beacons: 0, view: false, hydrationError: false };
    if (entry.beacons >= BEACONS_PER_TOKEN) return undefined;
    const granted = { view: wants.view && !entry.view, hydrationError: wants.hydrationError && !entry.hydrationError };
    entry.beacons += 1;
    entry.view ||= granted.view;
    entry.hydrationError ||= granted.hydrationError;
    used.set(token.nonce, entry);
    return granted;
  };
}
