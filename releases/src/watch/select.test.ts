import { parseRelease } from './releaseWatcher';
import { selectRelease } from './select';

const MANIFEST = 'http://localhost:3001/mf-manifest.json';
const files = (id: string) => ({
  id,
  manifest: `releases/${id}/mf-manifest.json`,
  server: `releases/${id}/server/remoteEntry.js`,
});
const LIVE = 'a1726e822661';
const CANARY = 'b2837f933772';
const PREVIEW = 'c3948a044883';
const plain = parseRelease('catalogue', MANIFEST, files(LIVE));
const withCanary = parseRelease('catalogue', MANIFEST, { ...files(LIVE), canary: { ...files(CANARY), percent: 10 } });
const candidate = parseRelease('catalogue', MANIFEST, files(PREVIEW));

const picked = (input: Parameters<typeof selectRelease>[0]) => {
  const { remote, release, why } = selectRelease(input);
  return { remote, id: release.id, why };
};

it('gives the live release when there is no canary, without asking for a bucket', () => {
  const bucket = jest.fn(() => 0);
  expect(picked({ live: plain, bucket })).toEqual({ remote: 'catalogue', id: LIVE, why: 'live' });
  expect(bucket).not.toHaveBeenCalled();
});

it('splits browsers by bucket while the canary runs: 0-9 the canary, 10-99 the live release', () => {
  const running = () => 'running' as const;
  expect(picked({ live: withCanary, standing: running, bucket: () => 0 })).toMatchObject({ id: CANARY, why: 'canary' });
  expect(picked({ live: withCanary, standing: running, bucket: () => 9 })).toMatchObject({ id: CANARY, why: 'canary' });
  expect(picked({ live: withCanary, standing: running, bucket: () => 10 })).toMatchObject({
    id: LIVE,
    why: 'canary-live',
  });
  expect(picked({ live: withCanary, standing: running, bucket: () => 99 })).toMatchObject({
    id: LIVE,
    why: 'canary-live',
  });
});

it('serves a completed canary to everyone, and the live release when it was rolled back or its state is unknown', () => {
  const bucket = jest.fn(() => 0);
  expect(picked({ live: withCanary, standing: () => 'completed', bucket })).toMatchObject({
    id: CANARY,
    why: 'canary-completed',
  });
  expect(picked({ live: withCanary, standing: () => 'rolled-back', bucket })).toMatchObject({
    id: LIVE,
    why: 'canary-held',
  });
  expect(picked({ live: withCanary, standing: () => 'unknown', bucket })).toMatchObject({
    id: LIVE,
    why: 'canary-held',
  });
  // No standing given: this server cannot know, so nobody gets the candidate.
  expect(picked({ live: withCanary, bucket })).toMatchObject({ id: LIVE, why: 'canary-held' });
  expect(bucket).not.toHaveBeenCalled();
});

it("puts a verified preview's candidate before the canary and the live release", () => {
  expect(picked({ live: withCanary, preview: candidate, standing: () => 'running', bucket: () => 0 })).toMatchObject({
    id: PREVIEW,
    why: 'preview',
  });
});
