import { createInstance } from '@module-federation/runtime-tools/runtime';
import { federationRuntime } from './federationRuntime';
import { readRemoteList } from './remoteList';

describe('readRemoteList', () => {
  beforeEach(() => jest.mocked(createInstance).mockClear());

  it('creates no runtime until a remote is needed, then one with every listed remote', async () => {
    const state = await readRemoteList(async () => ({
      catalogue: 'https://cdn.example.com/catalogue/mf-manifest.json',
      impact: 'http://localhost:3004/mf-manifest.json',
    }));
    expect(state.ok).toBe(true);
    expect(createInstance).not.toHaveBeenCalled();
    await federationRuntime();
    await federationRuntime();
    expect(createInstance).toHaveBeenCalledTimes(1);
    expect(createInstance).toHaveBeenCalledWith(
      expect.objectContaining({
        name: 'shell',
        shareStrategy: 'loaded-first',
        remotes: [
          { name: 'catalogue', entry: 'https://cdn.example.com/catalogue/mf-manifest.json' },
          { name: 'impact', entry: 'http://localhost:3004/mf-manifest.json' },
        ],
      }),
    );
  });

  it("shares the shell's own React, router surface and shared-ui as singletons", async () => {
    await readRemoteList(async () => ({}));
    await federationRuntime();
    const { shared } = jest.mocked(createInstance).mock.calls[0]![0] as unknown as {
      shared: Record<string, { lib?: () => unknown; shareConfig: { singleton: boolean } }>;
    };
    expect(Object.keys(shared).sort()).toEqual([
      'react',
      'react-dom',
      'react-router',
      'react-router-dom',
      'react/jsx-runtime',
      'shared-ui',
    ]);
    expect((shared.react!.lib!() as { useState: unknown }).useState).toBe((await import('react')).useState);
    expect((shared['react-router-dom']!.lib!() as { useLocation: unknown }).useLocation).toBe(
      (await import('react-router-dom')).useLocation,
    );
    for (const s of Object.values(shared)) expect(s.shareConfig.singleton).toBe(true);
  });

  it('reports, and registers nothing, when remotes.json is unreachable or malformed', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    await expect(readRemoteList(() => Promise.reject(new Error('answered 404')))).resolves.toEqual({
      ok: false,
      reason: 'answered 404',
    });
    await expect(readRemoteList(async () => 'not json object')).resolves.toMatchObject({ ok: false });
    error.mockRestore();
  });
});
