// The figures of the visitor measurement (visitor.mjs) from what each run collected: medians, INP, the longest task, A/B.

export const median = (xs) => {
  const v = xs.filter((x) => typeof x === 'number' && Number.isFinite(x)).sort((a, b) => a - b);
  return v.length ? v[Math.floor(v.length / 2)] : null;
};

/**
 * The INP of a list of Event Timing entries (`{ name, interactionId, startTime, processingStart,
 * processingEnd, duration }`): the longest interaction (entries grouped by interactionId, each the
 * duration of its longest entry), with the phases of that entry. With under 50 interactions that is
 * what web-vitals' onINP reports. Null when there was no interaction of 16 ms or more.
 */
export function inpOf(entries) {
  let worst = null;
  for (const e of entries) {
    if (!e.interactionId) continue;
    if (!worst || e.duration > worst.duration) worst = e;
  }
  if (!worst) return null;
  const end = worst.startTime + worst.duration;
  return {
    ms: worst.duration,
    event: worst.name,
    target: worst.target ?? '',
    inputDelay: Math.max(0, worst.processingStart - worst.startTime),
    processing: Math.max(0, worst.processingEnd - worst.processingStart),
    presentation: Math.max(0, end - worst.processingEnd),
  };
}

/** The longest task that started at or after `from` (the first paint) and before `until`. */
export function longestTaskAfter(tasks, from, until = Infinity) {
  return tasks
    .filter((t) => t.startTime >= from && t.startTime < until)
    .reduce((a, t) => (t.duration > (a?.duration ?? -1) ? t : a), null);
}

/** One route's medians from its runs (each a visitorRun result); `interactions` by name. */
export function summarizeRuns(route, runs) {
  const pick = (f) => median(runs.map(f));
  const names = [...new Set(runs.flatMap((r) => Object.keys(r.inp ?? {})))];
  const inp = Object.fromEntries(
    names.map((name) => {
      const of = runs.map((r) => r.inp?.[name]).filter(Boolean);
      // The phases of the run whose INP is the median one.
      const sorted = [...of].sort((a, b) => (a.ms ?? 0) - (b.ms ?? 0));
      const mid = sorted[Math.floor(sorted.length / 2)];
      return [name, { ms: median(of.map((i) => i.ms ?? 0)), found: of.every((i) => i.found !== false), phases: mid }];
    }),
  );
  // An interaction whose control was not found has no figure: the route's INP is then none (a budget miss), never 0.
  const inpValues = Object.values(inp).map((i) => (i.found ? (i.ms ?? 0) : null));
  return {
    route,
    runs: runs.length,
    fcp: pick((r) => r.fcp),
    lcp: pick((r) => r.lcp),
    hydrated: pick((r) => r.hydrated),
    controlsHydrated: pick((r) => r.controlsHydrated),
    controls: pick((r) => r.controls),
    longestTask: pick((r) => r.longestTask?.duration ?? 0),
    inp,
    inpMax: inpValues.length && !inpValues.includes(null) ? Math.max(...inpValues) : null,
    perRun: runs,
  };
}

/** A/B rows: each route's medians under variant A and B, and B - A. */
export function abRows(a, b) {
  const keys = ['fcp', 'lcp', 'hydrated', 'controlsHydrated', 'longestTask', 'inpMax'];
  return b.map((vb) => {
    const va = a.find((v) => v.route === vb.route);
    const diff = Object.fromEntries(
      keys.map((k) => [k, va?.[k] === null || vb[k] === null || va?.[k] === undefined ? null : vb[k] - va[k]]),
    );
    return { route: vb.route, a: va, b: vb, diff };
  });
}
