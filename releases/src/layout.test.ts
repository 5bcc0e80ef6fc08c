import { isReleaseId, manifestReleaseId, pointerFor, releasePath, RELEASE_ENTRIES } from '../layout.cjs';

it('lays a release out under releases/{id}/, and points release.json at its manifest and server entry', () => {
  expect(releasePath('a1726e822661')).toBe('releases/a1726e822661/');
  expect(releasePath('a1726e822661', 'files.json')).toBe('releases/a1726e822661/files.json');
  expect(pointerFor('a1726e822661')).toEqual({
    id: 'a1726e822661',
    manifest: 'releases/a1726e822661/mf-manifest.json',
    server: 'releases/a1726e822661/server/remoteEntry.js',
  });
  expect(RELEASE_ENTRIES).toEqual(['mf-manifest.json', 'remoteEntry.js', 'server/remoteEntry.js']);
});

it('takes 6 to 64 lower-case hex digits as a release id, and nothing else', () => {
  expect(['a1726e', 'a1726e822661', 'f'.repeat(64)].every(isReleaseId)).toBe(true);
  for (const id of ['a1726', 'f'.repeat(65), 'A1726E822661', 'a1726e82266g', '../a1726e', 'a1726e/', '', 7, null])
    expect([id, isReleaseId(id)]).toEqual([id, false]);
});

it("reads the release a pinned manifest URL names, and none from the live one's", () => {
  expect(manifestReleaseId('https://catalogue.example.com/releases/a1726e822661/mf-manifest.json')).toBe(
    'a1726e822661',
  );
  expect(manifestReleaseId('https://catalogue.example.com/mf-manifest.json')).toBeNull();
  expect(manifestReleaseId('https://catalogue.example.com/releases/a1726e822661/mfXmanifest.json')).toBeNull();
  expect(manifestReleaseId('https://catalogue.example.com/releases/A1726E822661/mf-manifest.json')).toBeNull();
});
