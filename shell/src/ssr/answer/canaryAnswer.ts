import { exposedModule } from '../../remotes';
import type { IncomingMessage } from 'node:http';
import { selectRelease } from '@ecopanel/releases/watch';
import type { CanaryBoard } from '@ecopanel/releases/canary';
import { bucketCookie, bucketOf, newBucket } from '../canary/canaryBucket';
import type { Counts } from '@ecopanel/releases/canary';
import { CACHE_PER_BROWSER, type Answer } from './pageAnswer';
import type { createRemoteAnswer } from './remoteAnswer';
import type { PageRequest } from '../http/pageUrl';
import type { Signer } from '../http/signing';
import type { ComposedSite } from '../compose/siteMenu';

type RemoteAnswer = ReturnType<typeof createRemoteAnswer>;

/** Remote pages for visitors: each with the release its remote's canary, if any, gives this browser. */
export function createCanaryAnswer(o: RemoteAnswer & { canaries: CanaryBoard; budgetMs: number; signer: Signer }) {
  const { answerRemote, liveReleaseOf, canaries, budgetMs, signer } = o;

  /**
   * A remote's page for one browser while that remote may have a canary running: `selectRelease`
   * picks the canary or the live release by the browser's signed bucket (a completed canary serves
   * everyone, a rolled back one nobody), the page view is counted for that side, and the answer is
   * private to the browser.
   */
  async function answerRemoteFor(req: IncomingMessage, page: PageRequest, sn: ComposedSite): Promise<Answer> {
    const { remote: name } = exposedModule(page.route!.remote);
    const live = await liveReleaseOf(name);
    if (!live) return answerRemote(page, sn, budgetMs, live);
    const plan = live.canary;
    let known: number | undefined;
    let bucket = 0;
    const { release, why } = selectRelease({
      live,
      standing: () => (plan ? canaries.state(name, { ...plan, id: plan.release.id }, live.id) : 'unknown'),
      bucket: () => (bucket = (known = bucketOf(req, signer)) ?? newBucket()),
    });
    const answered = await answerRemote(page, sn, budgetMs, release);
    // Only a running canary's pages are counted, and private to the browser its bucket was given to.
    if (!plan || (why !== 'canary' && why !== 'canary-live')) return answered;
    const side: keyof Counts = why === 'canary' ? 'canary' : 'live';
    canaries.record(name, plan.release.id, side, answered.log?.degraded === true);
    const secure = (req.headers['x-forwarded-proto'] ?? '') === 'https' || 'encrypted' in req.socket;
    return {
      ...answered,
      headers: {
        ...answered.headers,
        'cache-control': CACHE_PER_BROWSER,
        ...(known === undefined ? { 'set-cookie': bucketCookie(bucket, secure, signer) } : {}),
      },
    };
  }

  return answerRemoteFor;
}
