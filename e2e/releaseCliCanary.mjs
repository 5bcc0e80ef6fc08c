// The canaries of e2e/release-cli-canary.test.mjs (issue 22): a page from one of the shell's
// server instances for a browser in a bucket, an instance started while the shared database is
// down, and forged beacons and cookies sent at the instances. Kept apart for the file's length.
import assert from 'node:assert/strict';
import { start as startDatabase } from '@ecopanel/dev-tools/standins/database';
import { configure, startApp } from '../scripts/servers.mjs';
import { impactDatabase } from '../scripts/standins.mjs';
import { freePorts, signedAsServer } from './harness.mjs';

/** Pages from the instances (by index) for a browser in a bucket, and the canary records instance 1 reports. */
export function instanceVisits(instances) {
  /** A page from instance `i` for a browser in `bucket`; its release and the cookie it was given. */
  const visit = async (i, bucket, pathname = '/products') => {
    const response = await fetch(`${instances[i]}${pathname}`, {
      headers: bucket === undefined ? {} : { cookie: `__session=${signedAsServer(`c${bucket}`)}` },
    });
    const html = await response.text();
    return {
      html,
      timing: response.headers.get('server-timing'),
      release: response.headers.get('x-remote-release'),
      cacheControl: response.headers.get('cache-control'),
      cookie: response.headers.get('set-cookie'),
    };
  };
  const canaryOf = async (id) => {
    const status = await (await fetch(`${instances[1]}/__status`)).json();
    return status.canaries.find((c) => c.release === id);
  };
  return { visit, canaryOf };
}

/**
 * With the database down, an instance started now cannot know the canary `broken` was rolled back:
 * it serves every browser the live release `first`, and says the canary's state is unknown. The
 * site's database stand-in is started again after.
 */
export async function whileDatabaseDown(site, first, broken) {
  const database = site.standins.database;
  if (database && !database.external) {
    await database.stop();
    const [port] = await freePorts(1);
    configure({ ...site.ports, shell: port });
    const third = await startApp('shell', port, { env: site.shellEnv });
    try {
      for (const bucket of [10, 11, 12, 30]) {
        const response = await fetch(`http://localhost:${port}/products`, {
          headers: { cookie: `__session=${signedAsServer(`c${bucket}`)}` },
        });
        await response.text();
        assert.equal(response.headers.get('x-remote-release'), `catalogue@${first}`, `bucket ${bucket}`);
      }
      const status = await (await fetch(`http://localhost:${port}/__status`)).json();
      assert.equal(
        status.canaries.find((c) => c.release === broken)?.state,
        'unknown',
        JSON.stringify(status.canaries),
      );
      console.log('database stand-in stopped: a new instance served the live release to the canary buckets');
    } finally {
      await third.stop();
      site.standins.database = await startDatabase({
        env: site.standinEnv,
        log: () => {},
        database: impactDatabase,
      });
    }
  }
}

/** 1,000 beacons sent to instance 0 from many addresses, blaming `sound` or `first` with the tokens in turn; their statuses counted. */
export async function forgedBeacons(instances, forgedTokens, { sound, first }) {
  const statuses = new Map();
  for (let n = 0; n < 1000; n += 1) {
    const response = await fetch(`${instances[0]}/__vitals`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'sec-fetch-site': 'same-origin',
        'x-forwarded-for': `198.51.${n % 250}.${n % 7}`,
      },
      body: JSON.stringify({
        remote: 'catalogue',
        release: n % 2 ? sound : first,
        rendering: 'server',
        view: true,
        hydrationErrors: 1,
        token: forgedTokens[n % forgedTokens.length],
      }),
    });
    statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
  }
  return statuses;
}

/** 1,000 forged cookies asking for the canary's bucket (c0-c4); how many pages were rendered with `sound`. */
export async function forgedCookies(instances, sound) {
  let canaryPages = 0;
  for (let n = 0; n < 1000; n += 1) {
    const response = await fetch(`${instances[n % 2]}/products`, { headers: { cookie: `__session=c${n % 5}` } });
    await response.text();
    assert.match(
      response.headers.get('set-cookie') ?? '',
      /^__session=c\d{1,2}\.[\w-]{22};/,
      'a forged bucket is replaced',
    );
    if (response.headers.get('x-remote-release') === `catalogue@${sound}`) canaryPages += 1;
  }
  return canaryPages;
}
