// Field figures from browsers' beacons: what a beacon may say, and the histograms kept per remote, release and rendering.
import type { FieldFigures } from '../http/status';
import { PAGE_RELEASE } from './viewTokens';
import { INP_PHASES, TARGET_CHARS, TARGET_MAX, type InpPhase } from '@ecopanel/shell/vitals/inpAttribution';

export type Metric = 'LCP' | 'INP' | 'CLS' | 'TTFB';
export type Rendering = FieldFigures['rendering'];
const METRICS: readonly Metric[] = ['LCP', 'INP', 'CLS', 'TTFB'];
const RENDERINGS: readonly Rendering[] = ['server', 'degraded', 'client'];

/**
 * Fixed buckets per metric, so the figures of several server instances add up (snapshot + merge):
 * times in 25 ms steps to 10 s, CLS in 0.005 steps to 1; the last bucket holds everything above.
 */
const BUCKETS = { time: { step: 25, count: 401 }, CLS: { step: 0.005, count: 201 } };
const bucketsOf = (metric: Metric) => (metric === 'CLS' ? BUCKETS.CLS : BUCKETS.time);
const MAX_VALUE: Record<Metric, number> = { LCP: 120_000, INP: 120_000, TTFB: 120_000, CLS: 100 };

/** What a page's beacon may carry (shell/src/vitals/fieldVitals.ts): tags, and a few numbers. */
export interface Beacon {
  remote: string;
  release: string;
  rendering: Rendering;
  /** The page's first beacon counts the page view. */
  view?: boolean;
  /** An INP may name its element and longest phase (shell/src/vitals/inpAttribution.ts). */
  metrics?: { name: Metric; value: number; target?: string; phase?: InpPhase }[];
  hydrationErrors?: number;
}

interface Figures {
  pageViews: number;
  hydrationErrors: number;
  histograms: Partial<Record<Metric, number[]>>;
  /** INP by `phase|target`: interactions, their sum (ms) and those over 200 ms; ATTRIBUTIONS_KEPT keys at most. */
  inpTargets?: Record<string, AttributionCount>;
}
interface AttributionCount {
  count: number;
  sumMs: number;
  slow: number;
}

/** Attributions kept per row, the last of them `OTHER`: everything past the first ones (a cap on what is shared). */
export const ATTRIBUTIONS_KEPT = 6;
/** Where attributions past the cap are counted: no real selector has parentheses. */
const OTHER = '(other)|(other)';
/** An INP over this is a poor one (web-vitals' threshold): the attributions are ranked by them. */
const SLOW_INP_MS = 200;
/** Figures per `remote|release|rendering`: what an instance shares with others. */
export type VitalsSnapshot = Record<string, Figures>;

export const BODY_LIMIT = 4096;

/** A beacon read field by field; anything else is refused (returns the reason). */
export function parseBeacon(data: unknown, remotes: ReadonlySet<string>): Beacon | string {
  const o = (data ?? {}) as Record<string, unknown>;
  if (typeof o.remote !== 'string' || !remotes.has(o.remote)) return 'unknown remote';
  if (typeof o.release !== 'string' || !PAGE_RELEASE.test(o.release)) return 'not a release id';
  if (!RENDERINGS.includes(o.rendering as Rendering)) return 'unknown rendering';
  if (o.view !== undefined && typeof o.view !== 'boolean') return 'view must be true or false';
  const metrics = o.metrics ?? [];
  if (!Array.isArray(metrics) || metrics.length > 8) return 'metrics must be a short list';
  for (const m of metrics as { name?: unknown; value?: unknown; target?: unknown; phase?: unknown }[]) {
    if (!METRICS.includes(m?.name as Metric)) return 'unknown metric';
    if ((m.target !== undefined || m.phase !== undefined) && m.name !== 'INP') return 'only INP names an element';
    if (
      m.target !== undefined &&
      (typeof m.target !== 'string' || m.target.length > TARGET_MAX || !TARGET_CHARS.test(m.target))
    )
      return `target: a selector of ${TARGET_MAX} characters at most`;
    if (m.phase !== undefined && !INP_PHASES.includes(m.phase as InpPhase)) return 'unknown phase';
    if (
      typeof m.value !== 'number' ||
      !Number.isFinite(m.value) ||
      m.value < 0 ||
      m.value > MAX_VALUE[m.name as Metric]
    )
      return `${String(m.name)} out of range`;
  }
  const errors = o.hydrationErrors ?? 0;
  if (typeof errors !== 'number' || !Number.isInteger(errors) || errors < 0 || errors > 10)
    return 'hydrationErrors must be 0-10';
  return {
    remote: o.remote,
    release: o.release,
    rendering: o.rendering as Rendering,
    view: o.view === true,
    // Field by field: nothing else the body carried is kept.
    metrics: (metrics as NonNullable<Beacon['metrics']>).map(({ name, value, target, phase }) => ({
      name,
      value,
      ...(name === 'INP' && phase ? { target: target ?? '', phase } : {}),
    })),
    hydrationErrors: errors,
  };
}

/** The 75th percentile of a histogram, to its bucket (25 ms, 0.005 CLS): the bucket where three quarters of the samples are reached. */
export function p75(histogram: number[], metric: Metric): { p75: number; count: number } {
  const count = histogram.reduce((sum, n) => sum + n, 0);
  const { step } = bucketsOf(metric);
  let seen = 0;
  for (let i = 0; i < histogram.length; i++) {
    seen += histogram[i]!;
    if (seen >= 0.75 * count) return { p75: Number((i * step).toFixed(3)), count };
  }
  return { p75: 0, count };
}

/** Adds `add` under `key`, or under OTHER once ATTRIBUTIONS_KEPT - 1 others are kept. */
function countAttribution(targets: Record<string, AttributionCount>, key: string, add: AttributionCount) {
  const kept = Object.keys(targets).filter((k) => k !== OTHER).length;
  const into = key in targets || (key !== OTHER && kept < ATTRIBUTIONS_KEPT - 1) ? key : OTHER;
  const mine = (targets[into] ??= { count: 0, sumMs: 0, slow: 0 });
  mine.count += add.count;
  mine.sumMs += add.sumMs;
  mine.slow += add.slow;
}

/** The attributions of a row, the most poor INPs first (then the most interactions); OTHER last. */
function topAttributions(targets: Record<string, AttributionCount> = {}): NonNullable<FieldFigures['inpAttribution']> {
  return Object.entries(targets)
    .map(([key, c]) => {
      const [phase = '', target = ''] = key.split('|');
      return { target, phase, count: c.count, slow: c.slow, meanMs: c.count ? Math.round(c.sumMs / c.count) : 0 };
    })
    .sort(
      (a, b) => Number(a.phase === '(other)') - Number(b.phase === '(other)') || b.slow - a.slow || b.count - a.count,
    );
}

/** A count another instance shared: a finite number of at least 0, else 0. */
const countOf = (x: unknown) => (typeof x === 'number' && Number.isFinite(x) && x >= 0 ? x : 0);

const figuresIn = (figures: VitalsSnapshot, key: string) =>
  (figures[key] ??= { pageViews: 0, hydrationErrors: 0, histograms: {} });

/** p75 and counts per remote, release and rendering. */
export function summarize(figures: VitalsSnapshot): FieldFigures[] {
  return Object.entries(figures).map(([key, f]) => {
    const [remote = '', release = '', rendering = 'server'] = key.split('|');
    const metrics: FieldFigures['metrics'] = {};
    for (const metric of METRICS) {
      const histogram = f.histograms[metric];
      if (histogram) metrics[metric] = p75(histogram, metric);
    }
    return {
      remote,
      release,
      rendering: rendering as Rendering,
      pageViews: f.pageViews,
      hydrationErrors: f.hydrationErrors,
      metrics,
      ...(f.inpTargets ? { inpAttribution: topAttributions(f.inpTargets) } : {}),
    };
  });
}

/** Adds `other` (another instance's snapshot) to `target`: the buckets are fixed, so counts add up. */
export function mergeInto(target: VitalsSnapshot, other: VitalsSnapshot): VitalsSnapshot {
  for (const [key, f] of Object.entries(other)) {
    const mine = figuresIn(target, key);
    mine.pageViews += f.pageViews;
    mine.hydrationErrors += f.hydrationErrors;
    for (const metric of METRICS) {
      const theirs = f.histograms[metric];
      if (!theirs) continue;
      const histogram = (mine.histograms[metric] ??= new Array<number>(theirs.length).fill(0));
      theirs.forEach((n, i) => (histogram[i]! += n));
    }
    // Another instance's figures, as it shared them: only numbers are added, under the same cap.
    for (const [key, c] of Object.entries(f.inpTargets ?? {})) {
      countAttribution((mine.inpTargets ??= {}), key.slice(0, TARGET_MAX + 20), {
        count: countOf(c?.count),
        sumMs: countOf(c?.sumMs),
        slow: countOf(c?.slow),
      });
    }
  }
  return target;
}

/** Counts one beacon into `figures` (its page view, hydration errors and each metric's bucket). */
export function recordBeacon(figures: VitalsSnapshot, beacon: Beacon): void {
  const f = figuresIn(figures, `${beacon.remote}|${beacon.release}|${beacon.rendering}`);
  if (beacon.view) f.pageViews += 1;
  f.hydrationErrors += beacon.hydrationErrors ?? 0;
  for (const { name, value, target, phase } of beacon.metrics ?? []) {
    const { step, count } = bucketsOf(name);
    const histogram = (f.histograms[name] ??= new Array<number>(count).fill(0));
    histogram[Math.min(count - 1, Math.floor(value / step))]! += 1;
    if (name === 'INP' && phase)
      countAttribution((f.inpTargets ??= {}), `${phase}|${target ?? ''}`, {
        count: 1,
        sumMs: value,
        slow: value > SLOW_INP_MS ? 1 : 0,
      });
  }
}
