import { parseRelease, ReleaseWatcher, servedReleases } from './releaseWatcher';

const MANIFEST = 'http://localhost:3001/mf-manifest.json';

describe('parseRelease', () => {
  it('resolves the release files under the remote folder remotes.json names', () => {
    expect(
      parseRelease('catalogue', MANIFEST, {
        id: 'a1726e822661',
        manifest: 'releases/a1726e822661/mf-manifest.json',
        server: 'releases/a1726e822661/server/remoteEntry.js',
      }),
    ).toEqual({
      remote: 'catalogue',
      id: 'a1726e822661',
      manifestUrl: 'http://localhost:3001/releases/a1726e822661/mf-manifest.json',
      serverEntry: 'http://localhost:3001/releases/a1726e822661/server/remoteEntry.js',
    });
  });

  it('reads a canary beside the live release: its own files, its share and when it completes', () => {
    const files = (id: string) => ({
      id,
      manifest: `releases/${id}/mf-manifest.json`,
      server: `releases/${id}/server/remoteEntry.js`,
    });
    const release = parseRelease('catalogue', MANIFEST, {
      ...files('a1726e822661'),
      canary: { ...files('b2837f933772'), percent: 10, completeAfter: 50 },
    });
    expect(release.id).toBe('a1726e822661');
    expect(release.canary).toEqual({
      release: {
        remote: 'catalogue',
        id: 'b2837f933772',
        manifestUrl: 'http://localhost:3001/releases/b2837f933772/mf-manifest.json',
        serverEntry: 'http://localhost:3001/releases/b2837f933772/server/remoteEntry.js',
      },
      percent: 10,
      completeAfter: 50,
    });
    expect(
      parseRelease('catalogue', MANIFEST, {
        ...files('a1726e822661'),
        canary: { ...files('b2837f933772'), percent: 5 },
      }).canary?.completeAfter,
    ).toBe(200);
    for (const canary of [
      { ...files('b2837f933772'), percent: 0 },
      { ...files('b2837f933772'), percent: 100 },
      { ...files('b2837f933772'), percent: 10, completeAfter: 0 },
      { ...files('a1726e822661'), percent: 10 },
      { ...files('b2837f933772'), server: 'https://evil.test/x.js', percent: 10 },
    ])
      expect(() => parseRelease('catalogue', MANIFEST, { ...files('a1726e822661'), canary })).toThrow();
  });

  it.each([
    [
      'another origin',
      { id: 'abcdef12', manifest: 'https://evil.test/m.json', server: 'releases/abcdef12/server/remoteEntry.js' },
    ],
    [
      'a protocol-relative URL',
      { id: 'abcdef12', manifest: '//evil.test/m.json', server: 'releases/abcdef12/server/remoteEntry.js' },
    ],
    [
      'a path out of the folder',
      { id: 'abcdef12', manifest: 'releases/abcdef12/mf-manifest.json', server: '../../other/remoteEntry.js' },
    ],
    [
      'a manifest outside its release folder',
      { id: 'abcdef12', manifest: 'mf-manifest.json', server: 'releases/abcdef12/server/remoteEntry.js' },
    ],
    [
      'a server entry of another release',
      {
        id: 'abcdef12',
        manifest: 'releases/abcdef12/mf-manifest.json',
        server: 'releases/0123456789ab/server/remoteEntry.js',
      },
    ],
    [
      'an encoded way out',
      {
        id: 'abcdef12',
        manifest: 'releases/abcdef12/mf-manifest.json',
        server: 'releases/abcdef12/%2e%2e/%2e%2e/x.js',
      },
    ],
    ['a bad id', { id: '../x', manifest: 'releases/x/mf-manifest.json', server: 'releases/x/server/remoteEntry.js' }],
    ['no object', null],
  ])('refuses %s', (_, data) => {
    expect(() => parseRelease('catalogue', 'http://localhost:3001/app/mf-manifest.json', data)).toThrow(
      /release\.json/,
    );
  });
});

describe('ReleaseWatcher', () => {
  const pointer = (id: string) => ({
    id,
    manifest: `releases/${id}/mf-manifest.json`,
    server: `releases/${id}/server/remoteEntry.js`,
  });

  it('reads a pointer once for concurrent requests, then serves it while re-reading in the background at most once per interval', async () => {
    let now = 0;
    let current = pointer('aaaaaa11');
    const fetchJson = jest.fn(async () => current);
    const watcher = new ReleaseWatcher({ ttlMs: 5000, now: () => now, fetchJson });
    const [a, b] = await Promise.all([watcher.current('catalogue', MANIFEST), watcher.current('catalogue', MANIFEST)]);
    expect(a.id).toBe('aaaaaa11');
    expect(b).toBe(a);
    expect(fetchJson).toHaveBeenCalledTimes(1);
    expect(fetchJson).toHaveBeenCalledWith('http://localhost:3001/release.json');

    current = pointer('bbbbbb22');
    now = 4999;
    expect((await watcher.current('catalogue', MANIFEST)).id).toBe('aaaaaa11');
    expect(fetchJson).toHaveBeenCalledTimes(1);
    now = 5000;
    // Out of date: answered at once with what it has, read again behind the request.
    expect((await watcher.current('catalogue', MANIFEST)).id).toBe('aaaaaa11');
    expect((await watcher.current('catalogue', MANIFEST)).id).toBe('aaaaaa11');
    await new Promise((r) => setTimeout(r, 0));
    expect((await watcher.current('catalogue', MANIFEST)).id).toBe('bbbbbb22');
    expect(fetchJson).toHaveBeenCalledTimes(2);
  });

  it('keeps the last release when a read fails (stale-if-error) and says so, then follows the pointer again', async () => {
    let now = 0;
    let down = false;
    let current = pointer('aaaaaa11');
    const fetchJson = jest.fn(async () => {
      if (down) throw new Error('connection refused');
      return current;
    });
    const onStale = jest.fn();
    const watcher = new ReleaseWatcher({ ttlMs: 5000, now: () => now, fetchJson, onStale });
    await watcher.current('catalogue', MANIFEST);
    down = true;
    now = 6000;
    expect((await watcher.current('catalogue', MANIFEST)).id).toBe('aaaaaa11');
    await new Promise((r) => setTimeout(r, 0));
    expect(onStale).toHaveBeenCalledWith('catalogue', expect.objectContaining({ message: 'connection refused' }));
    expect((await watcher.current('catalogue', MANIFEST)).id).toBe('aaaaaa11');
    down = false;
    current = pointer('bbbbbb22');
    now = 11001;
    await watcher.current('catalogue', MANIFEST);
    await new Promise((r) => setTimeout(r, 0));
    expect((await watcher.current('catalogue', MANIFEST)).id).toBe('bbbbbb22');
  });

  it('with no release known yet, takes a remote whose pointer cannot be read as down for a second, then reads it again', async () => {
    let now = 0;
    let down = true;
    const fetchJson = jest.fn(async () => {
      if (down) throw new Error('connection refused');
      return pointer('aaaaaa11');
    });
    const watcher = new ReleaseWatcher({ ttlMs: 5000, now: () => now, fetchJson });
    await expect(watcher.current('catalogue', MANIFEST)).rejects.toThrow('connection refused');
    now = 900;
    await expect(watcher.current('catalogue', MANIFEST)).rejects.toThrow('connection refused');
    expect(fetchJson).toHaveBeenCalledTimes(1);
    down = false;
    now = 1001;
    expect((await watcher.current('catalogue', MANIFEST)).id).toBe('aaaaaa11');
  });
});

describe('servedReleases', () => {
  const pointer = (id: string) => ({
    id,
    manifest: `releases/${id}/mf-manifest.json`,
    server: `releases/${id}/server/remoteEntry.js`,
  });
  it('is the live release alone, or the live release and its canary while one runs', () => {
    const live = parseRelease('catalogue', MANIFEST, pointer('aaaaaa'));
    expect(servedReleases(live).map((r) => r.id)).toEqual(['aaaaaa']);
    const withCanary = parseRelease('catalogue', MANIFEST, {
      ...pointer('aaaaaa'),
      canary: { ...pointer('bbbbbb'), percent: 10 },
    });
    expect(servedReleases(withCanary).map((r) => r.id)).toEqual(['aaaaaa', 'bbbbbb']);
  });
});
