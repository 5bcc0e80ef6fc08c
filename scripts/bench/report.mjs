// bench/RESULTS.md: the figures of one `npm run bench` run, as tables.
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { kb, mib, visitorBudgetsOf } from './budgets.mjs';
import { visitorMarkdown } from './visitor.mjs';

/** The results page for one run's figures (bench.mjs) and budgets (`chromium`: the browser's version line). */
export function resultsMarkdown(figures, { budgets, runs, product, chromium, systemFaces = [], visitorRuns }) {
  const { floor, firstLoads, lighthouse, ttfb, renders, loads, churn, visitor, visitorAB } = figures;
  const home = firstLoads.find((f) => f.route === '/');
  const cpu = os.cpus();
  return [
    '# Benchmark results',
    '',
    `Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC by \`npm run bench\` on ${cpu.length} x ${cpu[0]?.model.trim()}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, ${os.type()} ${os.release()}, Node ${process.version}, ${chromium}.`,
    "Production builds served by the same code as `npm start` (the shell's rendering server and the remotes' static servers, gzip, on localhost); Lighthouse mobile with its default simulated throttling, median of " +
      runs +
      ' runs; beside it, what a visitor gets with the throttling applied by the browser (below, after Lighthouse).',
    `Sinhala and Tamil system faces (what those pages paint with until their Noto faces arrive): ${systemFaces.length ? `${systemFaces.join(', ')} (Debian's fonts-noto-core; an Android phone has them)` : 'none (empty boxes until then)'}.`,
    '',
    '## Budgets',
    '',
    '| budget | met | measured |',
    '|---|---|---|',
    ...budgets.map(([name, ok, value]) => `| ${name} | ${ok ? 'yes' : '**no**'} | ${value} |`),
    '',
    '## First load (mobile viewport, no scrolling)',
    '',
    `React floor (react + react-dom/client, production, minified, gzip): **${kb(floor.gzip)}** (${kb(floor.raw)} minified).`,
    '',
    '| route | JS as sent | x floor | script requests | all requests | SDK code |',
    '|---|---|---|---|---|---|',
    ...firstLoads.map(
      (f) =>
        `| \`${f.route}\` | ${kb(f.jsBytes)} | ${(f.jsBytes / floor.gzip).toFixed(2)} | ${f.scriptRequests} | ${f.requests} | ${f.sdks.join(', ') || 'none'} |`,
    ),
    '',
    'Scripts of the first load of `/`:',
    '',
    '| script | bytes as sent | encoding |',
    '|---|---|---|',
    ...home.scripts.map(
      (s) => `| \`${new URL(s.url).port}${new URL(s.url).pathname}\` | ${kb(s.bytes)} | ${s.encoding} |`,
    ),
    '',
    "## The shell's server (rendering every page per request)",
    '',
    `Time to first byte of \`${product}\`, warm, ${ttfb.n} requests one at a time: median **${ttfb.median.toFixed(1)} ms**, p99 **${ttfb.p99.toFixed(1)} ms**.`,
    '',
    'Render time on the server (Server-Timing `render`, one request at a time, each URL new to the page cache, so no cache hits):',
    '',
    '| route | renders | median | p99 | answered without a render |',
    '|---|---|---|---|---|',
    ...renders.map((r) =>
      r.n
        ? `| \`${r.route}\` | ${r.n} | ${r.median} ms | ${r.p99} ms | ${r.notRendered} |`
        : `| \`${r.route}\` | 0 | - | - | ${r.notRendered} |`,
    ),
    '',
    '| route (autocannon, 50 connections, 20 s) | requests | requests/s | median latency | p99 latency | total | errors | server RSS after |',
    '|---|---|---|---|---|---|---|---|',
    ...loads.map(
      (l) =>
        `| \`${l.route}\` | ${l.what} | ${Math.round(l.requestsPerSecond)} | ${l.median} ms | ${l.p99} ms | ${l.total} | ${l.errors} | ${mib(l.rss)} MiB |`,
    ),
    '',
    `${churn.count} releases of the catalogue published one after another (each its server code under a new id), each waited for in the HTML of \`/products\`: ${churn.seconds.toFixed(0)} s in all, median ${churn.medianDelay} ms from publish to HTML (pointer checked every 200 ms here), slowest ${churn.maxDelay} ms. Server RSS (the server and its render process) **${mib(churn.before)} MiB** before, **${mib(churn.after)} MiB** after; before them, ${churn.warmup} releases of warm-up took it from ${mib(churn.cold)} MiB (after 20 renders of the first) to the before figure.`,
    '',
    '## Lighthouse (mobile)',
    '',
    '| route | performance | accessibility | best practices | SEO | LCP | TBT | CLS | audits not passed |',
    '|---|---|---|---|---|---|---|---|---|',
    ...lighthouse.map(
      (l) =>
        `| \`${l.route}\` | ${l.performance} | ${l.accessibility} | ${l.bestPractices} | ${l.seo} | ${(l.lcp / 1000).toFixed(2)} s | ${Math.round(l.tbt)} ms | ${l.cls.toFixed(3)} | ${l.failing.join(', ') || '-'} |`,
    ),
    '',
    'Per run (performance score, LCP): ' +
      lighthouse
        .map(
          (l) => `\`${l.route}\` ${l.runs.map((r) => `${r.performance} (${(r.lcp / 1000).toFixed(2)} s)`).join(' / ')}`,
        )
        .join('; '),
    '',
    'Where the time goes (first run of each route: the LCP element and its phases under the simulated throttling; the longest main-thread task of any run, and the longest of those Lighthouse attributes to a script, 50 ms and over):',
    '',
    '| route | LCP element | TTFB | load delay | load time | render delay | longest task | longest script task |',
    '|---|---|---|---|---|---|---|---|',
    ...lighthouse.map((l) => {
      const el = l.lcpElement ?? { snippet: '', phases: {} };
      const picture = el.snippet.match(/\/img\/([\w-]+?)-\d+\.\w+/)?.[1];
      const tag = `${el.snippet.match(/^<(\w+)/)?.[1] ?? '?'}${picture ? ` ${picture}` : ''}`;
      const ms = (k) => (el.phases[k] === undefined ? '-' : `${el.phases[k]} ms`);
      const script = l.longestScriptTask;
      const scriptTask = script?.scriptMs ? `${script.scriptMs} ms (${script.scriptUrl.split('/').pop()})` : 'none';
      return `| \`${l.route}\` | ${tag} | ${ms('TTFB')} | ${ms('Load Delay')} | ${ms('Load Time')} | ${ms('Render Delay')} | ${l.longestTaskMs} ms | ${scriptTask} |`;
    }),
    '',
    ...(visitor ? [visitorMarkdown({ visitor, ab: visitorAB, runs: visitorRuns })] : []),
  ].join('\n');
}

/**
 * `BENCH_ONLY=visitor`: the visitor figures (and their A/B) in `dir` (bench-visitor.json and .md),
 * RESULTS.md left as it is, each budget logged; true when every one is met.
 */
export function writeVisitorOnly(dir, figures, { runs, log }) {
  const budgets = visitorBudgetsOf(figures.visitor);
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'bench-visitor.json'), JSON.stringify(figures, null, 2));
  writeFileSync(
    path.join(dir, 'bench-visitor.md'),
    visitorMarkdown({ visitor: figures.visitor, ab: figures.visitorAB, runs }),
  );
  log('wrote .tmp/bench-visitor.md (bench/RESULTS.md is written by the full run only)');
  for (const [name, ok, value] of budgets) log(`${ok ? 'ok  ' : 'MISS'} ${name}: ${value}`);
  return budgets.every(([, ok]) => ok);
}
