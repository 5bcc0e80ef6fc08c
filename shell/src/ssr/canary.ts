import { randomInt, randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Logger } from './log';
import { PREVIEW_COOKIE } from './preview';
import type { SharedState } from './sharedState';

/**
 * A canary: a candidate release of one remote given to a share of visitors while the live one
 * serves the rest (`npm run release -- promote <app> <id> --canary <percent>`, which writes it
 * into the remote's `release.json`). The server instances count page views and errors of both,
 * in the shared state, and the first to see the outcome writes the decision all of them follow.
 */

/**
 * The stated rule: rolled back once the canary has this many errors (a page it could not render
 * whole, or a hydration error a browser reported)...
 */
export const ROLLBACK_MIN_ERRORS = 3;
/** ...and its errors per page view exceed the live release's by more than this (two per hundred views). */
export const ROLLBACK_MARGIN = 0.02;
/** How often each instance shares its counts and reads the others' (and a decision). */
const SYNC_MS = 1000;

export interface Arm {
  views: number;
  errors: number;
}
export interface Counts {
  canary: Arm;
  live: Arm;
}
export interface Decision {
  outcome: 'rolled-back' | 'completed';
  reason: string;
  at: string;
}
export type CanaryState = 'running' | Decision['outcome'];

const rate = (arm: Arm) => arm.errors / Math.max(1, arm.views);
const told = (arm: Arm, whose: string) => `${arm.errors} errors in ${whose} ${arm.views} page views`;

/** The rule, on the counts of every instance together: a decision, or null while it runs on. */
export function decide(counts: Counts, completeAfter: number, now = new Date()): Decision | null {
  const { canary, live } = counts;
  if (canary.errors >= ROLLBACK_MIN_ERRORS && rate(canary) > rate(live) + ROLLBACK_MARGIN)
    return {
      outcome: 'rolled-back',
      reason: `${told(canary, "the canary's")} against ${told(live, "the live release's")}`,
      at: now.toISOString(),
    };
  if (canary.views >= completeAfter)
    return {
      outcome: 'completed',
      reason: `${told(canary, "the canary's")}, ${told(live, "the live release's")}`,
      at: now.toISOString(),
    };
  return null;
}

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

interface Tracked {
  remote: string;
  id: string;
  liveId: string;
  completeAfter: number;
  /** This instance's own counts, shared as they are (each instance writes only its own record). */
  mine: Counts;
  /** All instances together, as last read. */
  total: Counts;
  decision?: Decision;
  dirty: boolean;
}

const zero = (): Counts => ({ canary: { views: 0, errors: 0 }, live: { views: 0, errors: 0 } });
const add = (a: Counts, b: Counts): Counts => ({
  canary: { views: a.canary.views + b.canary.views, errors: a.canary.errors + b.canary.errors },
  live: { views: a.live.views + b.live.views, errors: a.live.errors + b.live.errors },
});

export interface CanarySummary {
  remote: string;
  release: string;
  live: string;
  state: CanaryState;
  reason?: string;
  completeAfter: number;
  counts: Counts;
}

/** The canaries this instance has served, their counts and the decisions shared with the others. */
export class CanaryBoard {
  readonly instance = randomUUID();
  private readonly tracked = new Map<string, Tracked>();
  private readonly timer: NodeJS.Timeout;
  private running?: Promise<void>;
  private queued?: Promise<void>;

  constructor(private readonly o: { state: SharedState; log: Logger; syncMs?: number }) {
    this.timer = setInterval(() => void this.sync(), o.syncMs ?? SYNC_MS);
    this.timer.unref();
  }

  private track(remote: string, id: string, liveId: string, completeAfter: number): Tracked {
    const key = `${remote}@${id}`;
    let t = this.tracked.get(key);
    if (!t) {
      t = { remote, id, liveId, completeAfter, mine: zero(), total: zero(), dirty: false };
      this.tracked.set(key, t);
      // At once: another instance may have decided already.
      void this.sync();
    }
    return t;
  }

  /** Where `remote`'s canary `id` stands, as this instance last learnt it. */
  state(remote: string, id: string, liveId: string, completeAfter: number): CanaryState {
    return this.track(remote, id, liveId, completeAfter).decision?.outcome ?? 'running';
  }

  /** A page view of a remote with a running canary, served by one arm; `error`: it was not rendered whole. */
  record(remote: string, id: string, arm: keyof Counts, error: boolean) {
    const t = this.tracked.get(`${remote}@${id}`);
    if (!t || t.decision) return;
    t.mine[arm].views += 1;
    if (error) t.mine[arm].errors += 1;
    t.dirty = true;
  }

  /** A hydration error a browser reported for `release` of `remote` (POST /__vitals). */
  hydrationError(remote: string, release: string) {
    for (const t of this.tracked.values()) {
      if (t.remote !== remote || t.decision) continue;
      const arm = release === t.id ? 'canary' : release === t.liveId ? 'live' : undefined;
      if (!arm) continue;
      t.mine[arm].errors += 1;
      t.dirty = true;
    }
  }

  /**
   * Shares this instance's counts, reads everyone's and the decision; decides when the rule says so.
   * One run at a time; a call during a run gets the next run, which sees what was counted meanwhile.
   */
  sync(): Promise<void> {
    if (this.queued) return this.queued;
    if (!this.running) {
      this.running = this.syncAll().finally(() => (this.running = undefined));
      return this.running;
    }
    this.queued = this.running.then(() => {
      this.queued = undefined;
      return this.sync();
    });
    return this.queued;
  }

  private async syncAll() {
    for (const t of this.tracked.values()) {
      if (t.decision) continue;
      const base = `canary/${t.remote}/${t.id}`;
      try {
        if (t.dirty) {
          t.dirty = false;
          await this.o.state.put(`${base}/instances/${this.instance}`, t.mine);
        }
        const shared = await this.o.state.get<{ instances?: Record<string, Counts>; decision?: Decision }>(base);
        t.total = Object.values(shared?.instances ?? {}).reduce(add, zero());
        const decision = shared?.decision ?? decide(t.total, t.completeAfter);
        if (!decision) continue;
        if (!shared?.decision) await this.o.state.put(`${base}/decision`, decision);
        t.decision = decision;
        this.o.log({
          severity: decision.outcome === 'rolled-back' ? 'ERROR' : 'INFO',
          message: `canary ${t.remote}@${t.id} ${decision.outcome}: ${decision.reason}`,
          remote: t.remote,
          release: t.id,
        });
      } catch (error) {
        t.dirty = true;
        this.o.log.throttled(`canary ${t.remote}`, {
          severity: 'WARNING',
          message: `canary ${t.remote}@${t.id}: the shared counts at ${this.o.state.where} could not be read or written: ${(error as Error).message}`,
        });
      }
    }
  }

  summary(): CanarySummary[] {
    return [...this.tracked.values()].map((t) => ({
      remote: t.remote,
      release: t.id,
      live: t.liveId,
      state: t.decision?.outcome ?? 'running',
      ...(t.decision ? { reason: t.decision.reason } : {}),
      completeAfter: t.completeAfter,
      counts: t.total,
    }));
  }

  close() {
    clearInterval(this.timer);
  }
}
