import type { IncomingMessage } from 'node:http';
import type { CanaryBoard, Counts } from '@ecopanel/releases/canary';
import { bucketCookie } from '../canary/canaryBucket';
import type { Signer } from '../http/signing';
import { CACHE_PER_BROWSER, type Answer } from './pageAnswer';
import type { RemoteSelection } from './remoteAnswer';

/**
 * The last step of a remote page while its remote's canary runs: the page view is counted for the
 * side the browser's bucket gave it (select.ts), and the answer is private to that browser, which
 * is given its signed bucket if it had none. Any other page goes out as it is.
 */
export function createCanaryCount(o: { canaries: CanaryBoard; signer: Signer }) {
  const { canaries, signer } = o;
  return function counted(req: IncomingMessage, selection: RemoteSelection, answered: Answer): Answer {
    const plan = selection.live?.canary;
    const { why, bucket } = selection;
    if (!plan || !bucket || (why !== 'canary' && why !== 'canary-live')) return answered;
    const side: keyof Counts = why === 'canary' ? 'canary' : 'live';
    canaries.record(selection.remote, plan.release.id, side, answered.log?.degraded === true);
    const secure = (req.headers['x-forwarded-proto'] ?? '') === 'https' || 'encrypted' in req.socket;
    return {
      ...answered,
      headers: {
        ...answered.headers,
        'cache-control': CACHE_PER_BROWSER,
        ...(bucket.issued ? { 'set-cookie': bucketCookie(bucket.value, secure, signer) } : {}),
      },
    };
  };
}
