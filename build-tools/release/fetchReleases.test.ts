import { existsSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DEFAULT_LIMITS, download, downloadRelease, fetchDeployedIndex, type FetchLimits } from './fetchReleases';
import { releasesSource, siteRoot } from './releasesSource';
import { releaseIdOf, writeFileList, writeIndex } from '@ecopanel/releases';
import { fakeDist, serveFolder, type Override } from '@ecopanel/releases/testing';

let tmp: string;
beforeEach(() => {
  tmp = mkdtempSync(path.join(os.tmpdir(), 'fetch-releases-'));
});
afterEach(() => rmSync(tmp, { recursive: true, force: true }));

const limits: FetchLimits = { ...DEFAULT_LIMITS, timeoutMs: 2000 };

describe('where earlier releases come from (RELEASES_FROM)', () => {
  const production = () => ({ remotes: { quotation: 'https://ecopanel-quotation.web.app/mf-manifest.json' } });

  it('is nowhere unless the variable says: a local build needs no network', () => {
    const never = () => {
      throw new Error('deploy/production.json read');
    };
    expect(releasesSource({}, 'quotation', never)).toBeNull();
    expect(releasesSource({ RELEASES_FROM: '' }, 'quotation', never)).toBeNull();
    expect(releasesSource({ RELEASES_FROM: 'none' }, 'quotation', never)).toBeNull();
  });

  it('is the remote’s production site for `production`, or the URL given', () => {
    expect(releasesSource({ RELEASES_FROM: 'production' }, 'quotation', production)).toBe(
      'https://ecopanel-quotation.web.app/',
    );
    expect(() => releasesSource({ RELEASES_FROM: 'production' }, 'impact', production)).toThrow(/no URL for impact/);
    expect(releasesSource({ RELEASES_FROM: 'https://q.example.com' }, 'quotation', production)).toBe(
      'https://q.example.com/',
    );
  });

  it.each([
    ['https://q.example.com', 'https://q.example.com/'],
    ['https://q.example.com/', 'https://q.example.com/'],
    ['https://q.example.com/mf-manifest.json', 'https://q.example.com/'],
    ['https://cdn.example.com/quotation', 'https://cdn.example.com/quotation/'],
    ['http://127.0.0.1:4000/', 'http://127.0.0.1:4000/'],
    ['http://localhost:4000', 'http://localhost:4000/'],
  ])('takes %s as the site root %s', (given, root) => expect(siteRoot(given)).toBe(root));

  it.each([
    ['not a url', /not a URL/],
    ['http://q.example.com/', /https/],
    ['ftp://q.example.com/', /https/],
    ['https://user:secret@q.example.com/', /credentials/],
    ['https://q.example.com/?x=1', /query/],
  ])('refuses %s', (given, message) => expect(() => siteRoot(given)).toThrow(message));
});

describe('one download', () => {
  let site: Awaited<ReturnType<typeof serveFolder>>;
  const answers: Record<string, ReturnType<Override>> = {
    '/ok': { status: 200, body: 'fine' },
    '/moved': { status: 302, headers: { location: '/ok' } },
    '/big': { status: 200, body: 'x'.repeat(2000) },
    '/missing': { status: 404 },
    '/hang': 'hang',
  };
  beforeAll(async () => {
    site = await serveFolder(path.join(os.tmpdir(), 'no-such-folder'), (url) => answers[url] ?? null);
  });
  afterAll(() => site.close());

  it('takes a 200 within the size cap', async () => {
    expect((await download(`${site.url}ok`, 100, limits)).toString()).toBe('fine');
  });

  it('never follows a redirect', async () => {
    const before = site.requests.length;
    await expect(download(`${site.url}moved`, 100, limits)).rejects.toThrow(/moved/);
    expect(site.requests.slice(before)).toEqual(['/moved']);
  });

  it('refuses any other status', async () => {
    await expect(download(`${site.url}missing`, 100, limits)).rejects.toThrow(/answered 404/);
  });

  it('stops past the size cap', async () => {
    await expect(download(`${site.url}big`, 1000, limits)).rejects.toThrow(/larger than 1000 bytes/);
  });

  it('gives up after the timeout', async () => {
    await expect(download(`${site.url}hang`, 100, { ...limits, timeoutMs: 300 })).rejects.toThrow(
      /no answer within 300 ms/,
    );
  });
});

/** A deployed remote site with releases built from `tags`, the first live; returns their ids. */
function deployedSite(root: string, tags: string[]) {
  const releases = path.join(root, 'releases');
  const ids = tags.map((tag) => {
    const dir = fakeDist(path.join(releases, tag), tag);
    const id = releaseIdOf((file) => readFileSync(path.join(dir, file)));
    const final = path.join(releases, id);
    renameSync(dir, final);
    writeFileList(final, { id, builtAt: '2026-01-01T00:00:00.000Z', commit: null });
    return id;
  });
  writeIndex(releases, { remote: 'quotation', live: ids[0] as string, kept: ids });
  return ids;
}

describe('bringing back a deployed release', () => {
  let root: string;
  let ids: string[];
  let releases: string;
  let override: Override = () => null;
  let site: Awaited<ReturnType<typeof serveFolder>>;
  beforeEach(async () => {
    root = path.join(tmp, 'deployed');
    ids = deployedSite(root, ['one', 'two']);
    releases = path.join(tmp, 'dist', 'releases');
    override = () => null;
    site = await serveFolder(root, (url) => override(url));
  });
  afterEach(() => site.close());

  it('reads the deployed index, newest first', async () => {
    expect(await fetchDeployedIndex(site.url, 'quotation', limits)).toEqual(ids);
    await expect(fetchDeployedIndex(site.url, 'catalogue', limits)).rejects.toThrow(/not of catalogue/);
  });

  it('says what to do when the site has no index', async () => {
    rmSync(path.join(root, 'releases', 'index.json'));
    await expect(fetchDeployedIndex(site.url, 'quotation', limits)).rejects.toThrow(/RELEASES_FROM=none/);
  });

  it('copies every file of a release, as its list says, into releases/{id}/', async () => {
    const id = ids[1] as string;
    const result = await downloadRelease(site.url, id, releases, limits);
    expect(result.files).toBe(8);
    expect(readdirSync(releases)).toEqual([id]);
    for (const file of ['files.json', 'server/remoteEntry.js', 'static/main.two.js'])
      expect(readFileSync(path.join(releases, id, file))).toEqual(readFileSync(path.join(root, 'releases', id, file)));
  });

  it('fails, leaving nothing, when a file is not what the list says', async () => {
    const id = ids[1] as string;
    writeFileSync(path.join(root, 'releases', id, 'static', 'main.two.js'), '/* main TWO */');
    await expect(downloadRelease(site.url, id, releases, limits)).rejects.toThrow(
      /not what the release's file list says/,
    );
    expect(readdirSync(releases)).toEqual([]);
  });

  it('fails when a file is redirected', async () => {
    const id = ids[1] as string;
    override = (url) => (url.endsWith('/static/page.two.css') ? { status: 301, headers: { location: '/' } } : null);
    await expect(downloadRelease(site.url, id, releases, limits)).rejects.toThrow(/page\.two\.css/);
    expect(existsSync(path.join(releases, id))).toBe(false);
  });

  it('refuses a list naming a path outside the release, or a file larger than the cap', async () => {
    const id = ids[1] as string;
    const listFile = path.join(root, 'releases', id, 'files.json');
    const list = JSON.parse(readFileSync(listFile, 'utf8'));
    writeFileSync(
      listFile,
      JSON.stringify({ ...list, files: [...list.files, { ...list.files[0], path: '../../x.js' }] }),
    );
    await expect(downloadRelease(site.url, id, releases, limits)).rejects.toThrow(/refused file path/);
    writeFileSync(listFile, JSON.stringify(list));
    await expect(downloadRelease(site.url, id, releases, { ...limits, maxFileBytes: 10 })).rejects.toThrow(
      /larger than 10 bytes/,
    );
    expect(site.requests.some((url) => url.includes('..'))).toBe(false);
  });

  it('refuses an id that is not one, and a folder holding another release', async () => {
    await expect(downloadRelease(site.url, '../etc', releases, limits)).rejects.toThrow(/refused release id/);
    // Release one's files served under release two's id: a list naming "one" is refused, and so is
    // one relabelled "two", whose entry files still give one's id.
    const [one, two] = ids as [string, string];
    const prefix = `/releases/${two}/`;
    const ofOne = (url: string) => readFileSync(path.join(root, 'releases', one, url.slice(prefix.length))).toString();
    const relabelled = JSON.stringify({ ...JSON.parse(ofOne(`${prefix}files.json`)), id: two });
    override = (url) => (url.startsWith(prefix) ? { status: 200, body: ofOne(url) } : null);
    await expect(downloadRelease(site.url, two, releases, limits)).rejects.toThrow(/another release/);
    override = (url) =>
      url === `${prefix}files.json`
        ? { status: 200, body: relabelled }
        : url.startsWith(prefix)
          ? { status: 200, body: ofOne(url) }
          : null;
    await expect(downloadRelease(site.url, two, releases, limits)).rejects.toThrow(/do not give its id/);
    expect(readdirSync(releases)).toEqual([]);
  });
});
