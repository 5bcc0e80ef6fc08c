import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseIndex, planReleases, pruneReleases, releaseFolders, RELEASES_KEPT, writeIndex } from './releaseIndex';
import { fileInRelease, isReleaseFilePath, listReleaseFiles, parseFileList, writeFileList } from './releaseFiles';
import { fakeDist } from '../test/testSite';

let tmp: string;
beforeEach(() => {
  tmp = mkdtempSync(path.join(os.tmpdir(), 'release-index-'));
});
afterEach(() => rmSync(tmp, { recursive: true, force: true }));

const HASH = 'a'.repeat(64);

describe('file paths inside a release', () => {
  it.each(['index.html', 'static/main.0123456789.js', 'server/remoteEntry.js', 'img/panel-teak-1000.webp'])(
    'accepts %s',
    (file) => expect(isReleaseFilePath(file)).toBe(true),
  );

  it.each([
    '',
    '..',
    '../x.js',
    'static/../../x.js',
    './x.js',
    'static/./x.js',
    '/etc/passwd',
    'static//x.js',
    'static\\x.js',
    '.env',
    'static/.hidden',
    '%2e%2e/x.js',
    'files.json',
    'a/b/c/d/e/f/g/h/i.js',
    `${'x'.repeat(200)}.js`,
    'x?.js',
  ])('refuses %j', (file) => expect(isReleaseFilePath(file)).toBe(false));

  it('never resolves outside the release folder', () => {
    expect(fileInRelease(tmp, 'static/a.js')).toBe(path.join(tmp, 'static', 'a.js'));
    expect(() => fileInRelease(tmp, '../a.js')).toThrow(/not a file path inside a release/);
    expect(() => fileInRelease(tmp, 'static/../../a.js')).toThrow();
  });
});

describe('a release file list', () => {
  it('lists every file but itself, sorted, with size and sha256', () => {
    const dir = fakeDist(path.join(tmp, 'r'), 'x1');
    writeFileList(dir, { id: 'abcdef123456', builtAt: '2026-01-01T00:00:00.000Z', commit: null });
    const list = JSON.parse(readFileSync(path.join(dir, 'files.json'), 'utf8'));
    const paths = list.files.map((f: { path: string }) => f.path);
    expect(paths).toEqual([...paths].sort());
    expect(paths).toContain('server/remoteEntry.js');
    expect(paths).not.toContain('files.json');
    expect(list.files.find((f: { path: string }) => f.path === 'remoteEntry.js')).toEqual({
      path: 'remoteEntry.js',
      size: '/* entry x1 */'.length,
      sha256: expect.stringMatching(/^[a-f0-9]{64}$/),
    });
    expect(parseFileList(list, 'abcdef123456').files).toEqual(listReleaseFiles(dir));
  });

  it('refuses a list of another release, a path out of the folder, a bad size or hash, and duplicates', () => {
    const ok = { path: 'a.js', size: 1, sha256: HASH };
    const list = (files: unknown[], id = 'abcdef123456') => ({ id, builtAt: '', commit: null, files });
    expect(() => parseFileList(list([ok], 'bbbbbb'), 'abcdef123456')).toThrow(/another release/);
    expect(() => parseFileList(list([{ ...ok, path: '../a.js' }]), 'abcdef123456')).toThrow(/refused file path/);
    expect(() => parseFileList(list([{ ...ok, size: -1 }]), 'abcdef123456')).toThrow(/size/);
    expect(() => parseFileList(list([{ ...ok, size: 1.5 }]), 'abcdef123456')).toThrow(/size/);
    expect(() => parseFileList(list([{ ...ok, sha256: 'x' }]), 'abcdef123456')).toThrow(/sha256/);
    expect(() => parseFileList(list([ok, { ...ok, path: 'A.js' }]), 'abcdef123456')).toThrow(/twice/);
    expect(() => parseFileList(list([ok, { ...ok, path: 'a.js/b.js' }]), 'abcdef123456')).toThrow(/under a file/);
    expect(() => parseFileList({ id: 'abcdef123456' }, 'abcdef123456')).toThrow(/no files/);
  });
});

describe('the releases index', () => {
  it('reads the ids in their order, and refuses another remote or an id that is not one', () => {
    const index = { remote: 'quotation', releases: [{ id: 'cccccc' }, { id: 'bbbbbb' }, { id: 'cccccc' }] };
    expect(parseIndex(index, 'quotation')).toEqual(['cccccc', 'bbbbbb']);
    expect(() => parseIndex(index, 'catalogue')).toThrow(/releases of "quotation", not of catalogue/);
    expect(() => parseIndex({ remote: 'quotation', releases: [{ id: '../x' }] }, 'quotation')).toThrow(/not one/);
    expect(() => parseIndex({ remote: 'quotation', releases: [{ id: 'ABCDEF' }] }, 'quotation')).toThrow();
    expect(() => parseIndex({ remote: 'quotation' }, 'quotation')).toThrow(/no list/);
    expect(() => parseIndex(null, 'quotation')).toThrow();
  });

  it('writes the kept releases newest first, marking the live one, from their file lists', () => {
    const releases = path.join(tmp, 'releases');
    for (const [id, builtAt] of [
      ['aaaaaa', '2026-01-02T00:00:00.000Z'],
      ['bbbbbb', '2026-01-01T00:00:00.000Z'],
    ] as const)
      writeFileList(fakeDist(path.join(releases, id), id), {
        id,
        builtAt,
        commit: id === 'aaaaaa' ? 'f'.repeat(40) : null,
      });
    const index = writeIndex(releases, { remote: 'quotation', live: 'aaaaaa', kept: ['aaaaaa', 'bbbbbb'] });
    expect(JSON.parse(readFileSync(path.join(releases, 'index.json'), 'utf8'))).toEqual(index);
    expect(index.remote).toBe('quotation');
    expect(index.live).toBe('aaaaaa');
    expect(index.releases.map((r) => [r.id, r.live, r.builtAt, r.commit, r.files])).toEqual([
      ['aaaaaa', true, '2026-01-02T00:00:00.000Z', 'f'.repeat(40), 'releases/aaaaaa/files.json'],
      ['bbbbbb', false, '2026-01-01T00:00:00.000Z', null, 'releases/bbbbbb/files.json'],
    ]);
    expect(index.releases[0]?.count).toBe(8);
    expect(index.releases[0]?.bytes).toBeGreaterThan(0);
    expect(parseIndex(index, 'quotation')).toEqual(['aaaaaa', 'bbbbbb']);
  });

  it('refuses to list a release without its file list', () => {
    const releases = path.join(tmp, 'releases');
    fakeDist(path.join(releases, 'aaaaaa'), 'a');
    expect(() => writeIndex(releases, { remote: 'quotation', live: 'aaaaaa', kept: ['aaaaaa'] })).toThrow(
      /files\.json/,
    );
  });
});

describe('which releases are kept', () => {
  it('keeps the new one first, then the deployed site order, then this dist’s own, at most RELEASES_KEPT', () => {
    expect(RELEASES_KEPT).toBe(5);
    expect(
      planReleases({
        current: 'ffffff',
        deployed: ['eeeeee', 'dddddd'],
        local: ['dddddd', 'cccccc'],
        folders: ['bbbbbb', 'aaaaaa', '999999'],
      }),
    ).toEqual(['ffffff', 'eeeeee', 'dddddd', 'cccccc', 'bbbbbb']);
  });

  it('after a rollback the release live until now stays second, whatever the build times', () => {
    // Deployed: E live, then D C B A. Rolling back to B (built again, same id).
    expect(planReleases({ current: 'bbbbbb', deployed: ['eeeeee', 'dddddd', 'cccccc', 'bbbbbb', 'aaaaaa'] })).toEqual([
      'bbbbbb',
      'eeeeee',
      'dddddd',
      'cccccc',
      'aaaaaa',
    ]);
  });

  it('prunes release folders not kept and staging left by a failed build; leaves anything else', () => {
    const releases = path.join(tmp, 'releases');
    for (const id of ['aaaaaa', 'bbbbbb', 'cccccc']) fakeDist(path.join(releases, id), id);
    mkdirSync(path.join(releases, 'dddddd.partial'));
    mkdirSync(path.join(releases, 'not-a-release'));
    writeFileSync(path.join(releases, 'index.json'), '{}');
    expect(pruneReleases(releases, ['cccccc', 'aaaaaa']).sort()).toEqual(['bbbbbb', 'dddddd.partial']);
    expect(readdirSync(releases).sort()).toEqual(['aaaaaa', 'cccccc', 'index.json', 'not-a-release']);
  });

  it('counts as releases only folders named by an id that hold the entry files', () => {
    const releases = path.join(tmp, 'releases');
    fakeDist(path.join(releases, 'aaaaaa'), 'a');
    mkdirSync(path.join(releases, 'bbbbbb'), { recursive: true });
    fakeDist(path.join(releases, 'Not-An-Id'), 'n');
    expect(releaseFolders(releases)).toEqual(['aaaaaa']);
    expect(releaseFolders(path.join(tmp, 'none'))).toEqual([]);
    expect(existsSync(path.join(releases, 'bbbbbb'))).toBe(true);
  });
});
