import { withTimeout } from '../render/bounded';
import type { Logger } from '../http/log';
import type { SharedState } from '../http/sharedState';
import type { FieldFigures } from '../http/status';
import { mergeInto, summarize, type VitalsSnapshot } from './vitalsFigures';

/** How often an instance shares its field figures. */
const SHARE_MS = 5000;
/** How long `/__status` waits for the other instances' figures before it answers with its own. */
const STATUS_WAIT_MS = 1500;
/** An instance that has not shared for this long is gone (scaled in): its record is removed. */
export const GONE_AFTER_MS = 60 * 60 * 1000;
/** The most one instance writes (its rows are capped by the collector; this is the last guard). */
export const MAX_SNAPSHOT_BYTES = 256 * 1024;
/** Instances' records read at most: the rest are left out (and expire). */
const MAX_INSTANCES = 64;

interface Shared {
  at: number;
  /** The snapshot as JSON text: the database keeps it as written (it would turn arrays into objects). */
  snapshot: string;
}

/**
 * The field figures of every server instance together: each instance writes its own snapshot under
 * `vitals/<instance>` every few seconds, and `/__status` adds up all of them (the buckets are fixed).
 */
export function shareVitals(o: {
  state: SharedState;
  instance: string;
  snapshot: () => VitalsSnapshot;
  log: Logger;
  now?: () => number;
}) {
  const now = o.now ?? Date.now;
  let last = '';
  const share = async () => {
    const snapshot = JSON.stringify(o.snapshot());
    if (snapshot === last) return;
    if (snapshot.length > MAX_SNAPSHOT_BYTES) throw new Error(`the figures grew past ${MAX_SNAPSHOT_BYTES} bytes`);
    await o.state.put(`vitals/${o.instance}`, { at: now(), snapshot } satisfies Shared);
    last = snapshot;
  };
  const shareLogged = () =>
    share().catch((error: unknown) =>
      o.log.throttled('vitals share', {
        severity: 'WARNING',
        message: `field figures could not be shared at ${o.state.where}: ${(error as Error).message}`,
      }),
    );
  const timer = setInterval(() => void shareLogged(), SHARE_MS);
  timer.unref();

  /** Every instance's figures together; this instance's own figures alone if the others cannot be read. */
  async function summary(): Promise<FieldFigures[]> {
    const mine = o.snapshot();
    try {
      const all =
        (await withTimeout(
          share().then(() => o.state.get<Record<string, Shared>>('vitals')),
          STATUS_WAIT_MS,
          'the shared field figures',
        )) ?? {};
      const total: VitalsSnapshot = {};
      let read = 0;
      for (const [instance, shared] of Object.entries(all)) {
        if (instance === o.instance) continue;
        if (!(now() - shared?.at <= GONE_AFTER_MS)) {
          // Scaled in long ago: its record goes (a null removes it from the database).
          void o.state.put(`vitals/${instance}`, null).catch(() => undefined);
          continue;
        }
        if (
          ++read > MAX_INSTANCES ||
          typeof shared.snapshot !== 'string' ||
          shared.snapshot.length > MAX_SNAPSHOT_BYTES
        )
          continue;
        mergeInto(total, JSON.parse(shared.snapshot) as VitalsSnapshot);
      }
      return summarize(mergeInto(total, mine));
    } catch {
      return summarize(mine);
    }
  }
  return {
    summary,
    close: () => clearInterval(timer),
    /** The last write of a stopping instance (the drain, main.ts): the figures taken since the last share. */
    flush: () => (clearInterval(timer), shareLogged()),
  };
}
