import type { IncomingMessage } from 'node:http';
import type { CanaryBoard } from '@ecopanel/releases/canary';
import type { Release, ReleaseWatcher } from '@ecopanel/releases/watch';
import { bucketCookie } from '../canary/canaryBucket';
import { pageRequest } from '../http/pageUrl';
import { createSigner } from '../http/signing';
import { createSelect } from './select';

const MANIFEST = 'https://catalogue.example/mf-manifest.json';
const release = (id: string): Release => ({
  remote: 'catalogue',
  id,
  manifestUrl: `https://catalogue.example/releases/${id}/mf-manifest.json`,
  serverEntry: `https://catalogue.example/releases/${id}/server/remoteEntry.js`,
});
const LIVE = release('aaaaaa000001');
const CANARY = release('bbbbbb000002');
const signer = createSigner('k'.repeat(32));
const request = (cookie?: string) => ({ headers: cookie ? { cookie } : {} }) as unknown as IncomingMessage;
const withBucket = (bucket: number) => request(bucketCookie(bucket, false, signer).split(';')[0]);

function selector({ live = LIVE as Release | null, preview = undefined as Record<string, string> | undefined } = {}) {
  const state = jest.fn(() => 'running' as const);
  const select = createSelect({
    log: Object.assign(jest.fn(), { once: jest.fn(), throttled: jest.fn() }) as never,
    releases: {
      current: jest.fn(async () => {
        if (!live) throw new Error('release.json unreadable');
        return live;
      }),
    } as unknown as ReleaseWatcher,
    readRegistry: () => ({ catalogue: MANIFEST }),
    prerendered: new Map([['/our-story', {}]]),
    readPreview: () => preview,
    canaries: { state } as unknown as CanaryBoard,
    signer,
  });
  return { select, state };
}

describe('select (which code answers a page)', () => {
  it("answers the shell's pages itself: kept static, or rendered here", async () => {
    const { select } = selector();
    expect(await select(pageRequest('/our-story'), request())).toMatchObject({ kind: 'prerendered' });
    expect(await select(pageRequest('/no-such-page'), request())).toMatchObject({ kind: 'shell' });
  });

  it("gives a remote's page its live release, and none when its pointer cannot be read", async () => {
    expect(await selector().select(pageRequest('/si/products'), request())).toMatchObject({
      kind: 'remote',
      remote: 'catalogue',
      release: LIVE,
      why: 'live',
    });
    expect(await selector({ live: null }).select(pageRequest('/products'), request())).toMatchObject({
      release: undefined,
      why: 'no-release',
    });
  });

  it("while a canary runs, picks by the browser's signed bucket, and issues one to a browser without", async () => {
    const { select } = selector({ live: { ...LIVE, canary: { release: CANARY, percent: 10, completeAfter: 100 } } });
    expect(await select(pageRequest('/products'), withBucket(3))).toMatchObject({
      release: CANARY,
      why: 'canary',
      bucket: { value: 3, issued: false },
    });
    expect(await select(pageRequest('/products'), withBucket(50))).toMatchObject({
      release: { id: LIVE.id },
      why: 'canary-live',
    });
    // A bucket the visitor wrote is not signed: ignored, and a new one issued.
    const forged = await select(pageRequest('/products'), request('__session=c3'));
    expect(forged).toMatchObject({ bucket: { issued: true } });
    // The warm-up has no visitor: the live release, not counted.
    expect(await select(pageRequest('/products'))).toMatchObject({ release: { id: LIVE.id }, why: 'live' });
  });

  it("gives a tester's preview its candidate, and the live release of a remote it does not preview", async () => {
    const canaryLive = { ...LIVE, canary: { release: CANARY, percent: 100, completeAfter: 100 } };
    const previewing = selector({ live: canaryLive, preview: { catalogue: 'cccccc000003' } });
    expect(await previewing.select(pageRequest('/products'), request())).toMatchObject({
      release: { id: 'cccccc000003', manifestUrl: 'https://catalogue.example/releases/cccccc000003/mf-manifest.json' },
      why: 'preview',
      preview: { catalogue: 'cccccc000003' },
    });
    const other = selector({ live: canaryLive, preview: { resources: 'dddddd000004' } });
    expect(await other.select(pageRequest('/products'), withBucket(3))).toMatchObject({
      release: { id: LIVE.id },
      why: 'live',
    });
    expect(other.state).not.toHaveBeenCalled();
  });
});
