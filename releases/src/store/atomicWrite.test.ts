import fs, { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { tempPathFor, writeFileAtomic } from './atomicWrite';

let tmp: string;
beforeEach(() => {
  tmp = mkdtempSync(path.join(os.tmpdir(), 'atomic-write-'));
});
afterEach(() => {
  jest.restoreAllMocks();
  rmSync(tmp, { recursive: true, force: true });
});

describe('writing a file whole', () => {
  it('replaces the file and leaves no temp file behind', () => {
    const file = path.join(tmp, 'release.json');
    writeFileSync(file, '{"id":"old"}');
    writeFileAtomic(file, '{"id":"new"}\n');
    expect(readFileSync(file, 'utf8')).toBe('{"id":"new"}\n');
    expect(readdirSync(tmp)).toEqual(['release.json']);
  });

  it('names a fresh temp file per write, beside the file, as a dot file (never deployed)', () => {
    const file = path.join(tmp, 'releases', 'index.json');
    const names = new Set(Array.from({ length: 100 }, () => tempPathFor(file)));
    expect(names.size).toBe(100);
    for (const name of names) {
      expect(path.dirname(name)).toBe(path.dirname(file));
      expect(path.basename(name)).toMatch(new RegExp(`^\\.index\\.json\\.${process.pid}\\.[0-9a-f-]{36}\\.tmp$`));
    }
  });

  it('uses a different temp file for each of two writes of one file', () => {
    const file = path.join(tmp, 'release.json');
    const renamed: string[] = [];
    const rename = fs.renameSync;
    jest.spyOn(fs, 'renameSync').mockImplementation((from, to) => {
      renamed.push(String(from));
      rename(from, to);
    });
    writeFileAtomic(file, 'one');
    writeFileAtomic(file, 'two');
    expect(renamed).toHaveLength(2);
    expect(renamed[0]).not.toBe(renamed[1]);
    expect(readdirSync(tmp)).toEqual(['release.json']);
  });

  it('fsyncs the new bytes before the rename makes them the file, then the folder', () => {
    const file = path.join(tmp, 'release.json');
    writeFileSync(file, 'old');
    const fsync = fs.fsyncSync;
    const seen: string[] = [];
    jest.spyOn(fs, 'fsyncSync').mockImplementation((fd) => {
      // What the file holds at each fsync: the first is of the temp file, while the old file is still in place.
      seen.push(readFileSync(file, 'utf8'));
      fsync(fd);
    });
    writeFileAtomic(file, 'new');
    expect(seen).toEqual(['old', 'new']);
  });

  it('removes its temp file and keeps the old state when the rename fails', () => {
    // A folder where the file should be: the rename over it fails.
    const file = path.join(tmp, 'release.json');
    mkdirSync(file);
    expect(() => writeFileAtomic(file, 'new')).toThrow();
    expect(readdirSync(tmp)).toEqual(['release.json']);
    expect(readdirSync(file)).toEqual([]);
  });
});
