import { createHash } from 'node:crypto';
import path from 'node:path';
import { releaseIdOf } from './releaseIndex';

const files = (extra: Record<string, string>) => {
  const all: Record<string, string> = {
    'mf-manifest.json': '{"name":"resources"}',
    'remoteEntry.js': '/* entry */',
    'server/remoteEntry.js': '/* server */',
    ...extra,
  };
  return (file: string) => {
    if (!(file in all)) throw Object.assign(new Error(`ENOENT: ${file}`), { code: 'ENOENT' });
    return Buffer.from(all[file]!);
  };
};

it("changes a release's id when only its menu entries or routes (site.json) change", () => {
  const one = releaseIdOf(files({ 'site.json': '{"routes":["/resources"]}' }));
  const two = releaseIdOf(files({ 'site.json': '{"routes":["/resources","/resources/warranty"]}' }));
  expect(one).not.toBe(two);
});

it('keeps the id of a release from before site.json existed (its entry files alone, as before)', () => {
  const read = files({});
  const hash = createHash('sha256');
  for (const file of ['mf-manifest.json', 'remoteEntry.js', 'server/remoteEntry.js'])
    hash.update(path.join(...file.split('/'))).update(read(file));
  expect(releaseIdOf(read)).toBe(hash.digest('hex').slice(0, 12));
});
