// Where a remote's own end-to-end suite runs (issue 44, point 5). Two targets, one suite:
// - standalone (the default): the remote's QA page, its dist served alone, with the stand-ins it
//   needs on free ports of its own (reached through the forwarding proxy, as in the site's suite);
// - a composed site (`--site <url>`, REMOTE_E2E_SITE): every page opened through the site's release
//   preview, so this browser sees the remote's candidate release and every other visitor the live one.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openPage } from '../browser/page.mjs';
import { startStandins, stopStandins } from '../standins/index.mjs';
import { privateStandinEnv } from '../standins/private.mjs';
import { startStandinProxy } from '../standins/proxy.mjs';
import { serveDist } from './serveDist.mjs';

/** What the runner (run.mjs) hands the suite: the target named on its command line. */
export const siteOptions = (env = process.env) =>
  env.REMOTE_E2E_SITE
    ? {
        site: env.REMOTE_E2E_SITE.replace(/\/$/, ''),
        token: env.REMOTE_E2E_TOKEN,
        release: env.REMOTE_E2E_RELEASE || undefined,
        // The proxy a browser context of that site needs to reach its stand-ins (the root suite's own site).
        proxy: env.REMOTE_E2E_PROXY ? JSON.parse(env.REMOTE_E2E_PROXY) : undefined,
      }
    : undefined;

/** The release this folder last built (its dist's pointer): the candidate a tester previews by default. */
async function builtRelease(dir) {
  try {
    return JSON.parse(await readFile(path.join(dir, 'dist', 'release.json'), 'utf8')).id;
  } catch {
    return undefined;
  }
}

/**
 * Opens the target for `remote` (its folder `dir`; `standins`: the stand-ins its standalone page
 * needs, `database`: what the database stand-in holds). Resolves to:
 * `{ mode, url(path), open(options) -> { page, context, errors }, sent(), close() }`.
 */
export async function openTarget({ remote, dir, standins = [], database, env = process.env }) {
  const onSite = siteOptions(env);
  if (onSite) {
    // A remote the server renders is released (@ecopanel/releases): its candidate is previewed. One
    // that only the browser runs (impact) has no releases: the site's own build is what is tested.
    const release = onSite.release ?? (await builtRelease(dir));
    if (release && !onSite.token)
      throw new Error(`--site needs --token (the site's PREVIEW_TOKEN) to preview ${remote} release ${release}`);
    const url = (to = '/') => `${onSite.site}${to}`;
    return {
      mode: 'site',
      release,
      url,
      async open(browser, options = {}) {
        const opened = await openPage(browser, { ...options, proxy: onSite.proxy });
        if (!release) return opened;
        const query = new URLSearchParams({ [remote]: release, token: onSite.token, to: '/' });
        const entered = await opened.page.goto(url(`/__preview?${query}`));
        const badge = opened.page.getByRole('complementary', { name: 'Release preview' });
        if (!entered?.ok() || !(await badge.getByText(`${remote} release ${release}`).count()))
          throw new Error(
            `${url('/__preview')} did not preview ${remote} release ${release} (status ${entered?.status()})`,
          );
        return opened;
      },
      sent: undefined,
      close: async () => {},
    };
  }
  const scratch = await mkdtemp(path.join(tmpdir(), `${remote}-e2e-`));
  const outbox = path.join(scratch, 'emails.jsonl');
  const { standinEnv, forward } = await privateStandinEnv({ outbox, env, only: standins });
  const running = await startStandins({ env: standinEnv, log: () => {}, only: standins, database });
  const proxy = Object.keys(forward).length ? await startStandinProxy(forward) : undefined;
  const page = await serveDist(path.join(dir, 'dist'));
  const pagePort = Number(new URL(page.origin).port);
  return {
    mode: 'standalone',
    url: (to = '/') => `${page.origin}${to}`,
    open: (browser, options = {}) => openPage(browser, { ...options, proxy: proxy?.contextProxy([pagePort]) }),
    /** The e-mails the page's e-mail stand-in accepted (standalone only: a site's mail is its own). */
    async sent() {
      const text = await readFile(outbox, 'utf8').catch(() => '');
      return text
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line));
    },
    async close() {
      await page.close();
      await proxy?.close();
      await stopStandins(running);
      await rm(scratch, { recursive: true, force: true });
    },
  };
}
