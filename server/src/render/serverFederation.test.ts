/** @jest-environment node */
import type { Release } from '@ecopanel/releases/watch';
import { ServerFederation } from './serverFederation';

jest.mock('@module-federation/runtime-tools/runtime', () => ({
  createInstance: () => ({ loadRemote: () => Promise.resolve({ default: () => null }) }),
  registerGlobalPlugins: () => {},
}));
jest.mock('@ecopanel/shell/remotes', () => ({ sharedScope: () => ({}) }));

const guard = { allowedOrigins: () => new Set<string>() };
const release = (id: string): Release => ({
  remote: 'catalogue',
  id,
  manifestUrl: `http://127.0.0.1:3001/releases/${id}/mf-manifest.json`,
  serverEntry: `http://127.0.0.1:3001/releases/${id}/server/remoteEntry.js`,
});

describe('a render thread with a canary running', () => {
  it('keeps the live release and its canary loaded side by side: neither supersedes the other', async () => {
    const federation = new ServerFederation(guard);
    federation.keep('catalogue', ['aaaaaa', 'bbbbbb']);
    for (const id of ['aaaaaa', 'bbbbbb', 'aaaaaa', 'bbbbbb'])
      await federation.load(release(id), './ProductRoutes', 1000);
    expect(federation.releasesSuperseded).toBe(0);
  });

  it('counts a release the site no longer serves (a new live one, the canary over)', async () => {
    const federation = new ServerFederation(guard);
    federation.keep('catalogue', ['aaaaaa', 'bbbbbb']);
    await federation.load(release('aaaaaa'), './ProductRoutes', 1000);
    await federation.load(release('bbbbbb'), './ProductRoutes', 1000);
    federation.keep('catalogue', ['bbbbbb']);
    expect(federation.releasesSuperseded).toBe(1);
  });

  it('without word of what the site serves, a newer release supersedes the one before', async () => {
    const federation = new ServerFederation(guard);
    await federation.load(release('aaaaaa'), './ProductRoutes', 1000);
    expect(federation.releasesSuperseded).toBe(0);
    await federation.load(release('cccccc'), './ProductRoutes', 1000);
    expect(federation.releasesSuperseded).toBe(1);
  });
});
