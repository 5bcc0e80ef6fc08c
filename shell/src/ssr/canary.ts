import { randomUUID } from 'node:crypto';
import type { Logger } from './log';
import { decide, type CanaryState, type Counts, type Decision } from './canaryRule';
import type { SharedState } from './sharedState';

/**
 * A canary: a candidate release of one remote given to a share of visitors while the live one
 * serves the rest (`npm run release -- promote <app> <id> --canary <percent>`, which writes it
 * into the remote's `release.json`). The server instances count page views and errors of both,
 * in the shared state, and the first to see the outcome writes the decision all of them follow.
 */

/** How often each instance shares its counts and reads the others' (and a decision). */
const SYNC_MS = 1000;

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
