// The visitor measurement (visitor.mjs) as the bench's log lines and its RESULTS.md section.
import { THROTTLING } from './visitorProfile.mjs';

const sec = (ms) => (ms === null || ms === undefined ? '-' : `${(ms / 1000).toFixed(2)} s`);

export const visitorLine = (v) =>
  `${v.route}: FCP ${sec(v.fcp)} LCP ${sec(v.lcp)} header hydrated ${sec(v.hydrated)} all controls ${sec(v.controlsHydrated)} longest task ${Math.round(v.longestTask ?? 0)} ms INP ${Object.entries(
    v.inp,
  )
    .map(([k, i]) => `${k} ${i.found ? `${Math.round(i.ms ?? 0)} ms` : 'not found'}`)
    .join(', ')}`;

/** The RESULTS.md section of the visitor measurement, and of its A/B when one ran (`ab`: { env, rows }). */
export function visitorMarkdown({ visitor, ab, runs }) {
  const ms = (x) => (x === null || x === undefined ? '-' : `${Math.round(x)} ms`);
  const inpCell = (v, name) => {
    const i = v.inp[name];
    if (!i) return '';
    if (!i.found) return 'not found';
    const p = i.phases ?? {};
    return `${ms(i.ms)}${p.event ? ` (${p.event}: ${Math.round(p.inputDelay)} / ${Math.round(p.processing)} / ${Math.round(p.presentation)})` : ''}`;
  };
  const lines = [
    '## What a visitor gets (throttling the browser applies)',
    '',
    `Chromium throttled through the DevTools protocol: ${THROTTLING.latencyMs} ms round trip, ${THROTTLING.downloadBitsPerSecond / 1e6} Mbps down, ${THROTTLING.uploadBitsPerSecond / 1e3} Kbps up, CPU ${THROTTLING.cpuSlowdown}x slower, 412 px phone, mobile user agent; median of ${runs} runs per route, each in a fresh browser context (scripts/bench/visitor.mjs). "Header hydrated": the shell's root committed its hydration (the header answers a tap); "all controls": every link, button and field above the fold hydrated too. INP (phases of the median run: input delay / processing / presentation) of each interaction the route has, after every control above the fold is hydrated and 1.5 s more.`,
    '',
    '| route | first paint (FCP) | LCP | header hydrated | all controls hydrated (n) | longest task after first paint | INP menu | INP calculator | INP FAQ |',
    '|---|---|---|---|---|---|---|---|---|',
    ...visitor.map(
      (v) =>
        `| \`${v.route}\` | ${sec(v.fcp)} | ${sec(v.lcp)} | ${sec(v.hydrated)} | ${sec(v.controlsHydrated)} (${v.controls ?? '-'}) | ${ms(v.longestTask)} | ${inpCell(v, 'menu')} | ${inpCell(v, 'calculator')} | ${inpCell(v, 'faq')} |`,
    ),
    '',
  ];
  if (ab?.rows?.length)
    lines.push(
      '### A/B',
      '',
      `A: the pages as served. B: the same pages from a second shell server started with \`${ab.env}\`. Same run, same throttling, A and B alternating, medians; B - A in brackets.`,
      '',
      '| route | first paint A / B | LCP A / B | header hydrated A / B | all controls hydrated A / B | longest task A / B | INP A / B |',
      '|---|---|---|---|---|---|---|',
      ...ab.rows.map(({ route, a, b, diff }) => {
        const cell = (k, f) =>
          `${f(a?.[k])} / ${f(b[k])} (${diff[k] === null ? '-' : `${diff[k] > 0 ? '+' : ''}${Math.round(diff[k])} ms`})`;
        return `| \`${route}\` | ${cell('fcp', sec)} | ${cell('lcp', sec)} | ${cell('hydrated', sec)} | ${cell('controlsHydrated', sec)} | ${cell('longestTask', ms)} | ${cell('inpMax', ms)} |`;
      }),
      '',
    );
  return lines.join('\n');
}
