import { randomUUID } from 'node:crypto';
import { decide, DEFAULT_MINIMUMS, type CanaryState, type Counts, type Decision, type Minimums } from './canaryRule';
import {
  add,
  attemptKey,
  MAX_TRACKED,
  SYNC_MS,
  zero,
  type CanaryRef,
  type CanarySummary,
  type Tracked,
} from './counts';
import type { SharedState } from './sharedState';

type CanaryLogEntry = {
  severity: 'INFO' | 'WARNING' | 'ERROR';
  message: string;
  remote?: string;
  release?: string;
};

/** Where the board writes what it decides (the server's log, server/src/http/log.ts). */
export interface CanaryLog {
  (entry: CanaryLogEntry): void;
  /** At most one line per `key` a minute. */
  throttled(key: string, entry: CanaryLogEntry): void;
}

/** The canaries this instance has served, their counts and the decisions shared with the others. */
export class CanaryBoard {
  readonly instance = randomUUID();
  private readonly tracked = new Map<string, Tracked>();
  private readonly timer: NodeJS.Timeout;
  private running?: Promise<void>;
  private queued?: Promise<void>;

  constructor(
    private readonly o: {
      state: SharedState;
      log: CanaryLog;
      syncMs?: number;
      minimums?: Minimums;
      now?: () => number;
    },
  ) {
    this.timer = setInterval(() => void this.sync(), o.syncMs ?? SYNC_MS);
    this.timer.unref();
  }

  private now = () => (this.o.now ?? Date.now)();

  private track(remote: string, ref: CanaryRef, liveId: string): Tracked {
    const key = `${remote}/${attemptKey(ref)}`;
    let t = this.tracked.get(key);
    if (!t) {
      const started = ref.startedAt ? Date.parse(ref.startedAt) : NaN;
      const since = started <= this.now() ? started : this.now();
      t = {
        remote,
        id: ref.id,
        key,
        liveId,
        completeAfter: ref.completeAfter,
        since,
        synced: false,
        mine: zero(),
        total: zero(),
        dirty: false,
      };
      this.forgetOld();
      this.tracked.set(key, t);
      // At once: another instance may have decided already.
      void this.sync();
    }
    return t;
  }

  private forgetOld() {
    if (this.tracked.size < MAX_TRACKED) return;
    const victim = [...this.tracked.values()].find((t) => t.decision) ?? this.tracked.values().next().value;
    if (victim) this.tracked.delete(victim.key);
  }

  /**
   * Where `remote`'s canary stands, as this instance last learnt it. 'unknown' until the shared
   * state has been read once: an instance that cannot read it (the database unreachable) cannot
   * tell a canary rolled back elsewhere from one running, and serves the live release.
   */
  state(remote: string, ref: CanaryRef, liveId: string): CanaryState | 'unknown' {
    const t = this.track(remote, ref, liveId);
    if (t.decision) return t.decision.outcome;
    return t.synced ? 'running' : 'unknown';
  }

  private undecided(remote: string, id: string) {
    return [...this.tracked.values()].filter(
      (t) => t.remote === remote && !t.decision && t.synced && (t.id === id || t.liveId === id),
    );
  }

  /** A page view of a remote with a running canary, served by one arm; `error`: the server could not render it whole. */
  record(remote: string, id: string, arm: keyof Counts, error: boolean) {
    for (const t of this.undecided(remote, id)) {
      if (t.id !== id) continue;
      t.mine[arm].views += 1;
      if (error) t.mine[arm].errors += 1;
      t.dirty = true;
    }
  }

  /** A hydration error a browser reported, with a token the server signed for `release` of `remote` (POST /__vitals). */
  hydrationError(remote: string, release: string) {
    for (const t of this.undecided(remote, release)) {
      const arm = release === t.id ? 'canary' : 'live';
      t.mine[arm].fieldErrors = (t.mine[arm].fieldErrors ?? 0) + 1;
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
      const base = `canary/${t.key}`;
      try {
        if (t.dirty) {
          t.dirty = false;
          await this.o.state.put(`${base}/instances/${this.instance}`, t.mine);
        }
        const shared = await this.o.state.get<{ instances?: Record<string, Counts>; decision?: Decision }>(base);
        t.synced = true;
        t.total = Object.values(shared?.instances ?? {}).reduce(add, zero());
        const decision =
          shared?.decision ??
          decide(t.total, t.completeAfter, this.now() - t.since, this.o.minimums ?? DEFAULT_MINIMUMS);
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
      state: t.decision?.outcome ?? (t.synced ? 'running' : 'unknown'),
      attempt: t.key.split('/')[1],
      ...(t.decision ? { reason: t.decision.reason } : {}),
      completeAfter: t.completeAfter,
      counts: t.total,
    }));
  }

  close() {
    clearInterval(this.timer);
  }

  /**
   * The last write of a stopping instance (the drain, main.ts): the timer stops, and the counts
   * taken since the last share are written, so the page views it served in its last second still
   * count. Bounded by the shared state's own timeout (2 s); the drain bounds it again.
   */
  async flush(): Promise<void> {
    this.close();
    if ([...this.tracked.values()].some((t) => t.dirty && !t.decision)) await this.sync();
  }
}
