import { createInstance } from '@module-federation/runtime-tools/runtime';
import { federationRuntime } from './federationRuntime';
import { deployedEntry, readRemoteList, remoteList, retry } from './remoteList';

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
      shared: Record<
        string,
        { lib?: () => unknown; get?: () => Promise<() => unknown>; shareConfig: { singleton: boolean } }
      >;
    };
    expect(Object.keys(shared).sort()).toEqual([
      '@ecopanel/shared-ui',
      '@ecopanel/shared-ui/widgets',
      'react',
      'react-dom',
      'react-router',
      'react-router-dom',
      'react/jsx-runtime',
    ]);
    expect((shared.react!.lib!() as { useState: unknown }).useState).toBe((await import('react')).useState);
    expect((shared['react-router-dom']!.lib!() as { useLocation: unknown }).useLocation).toBe(
      (await import('react-router-dom')).useLocation,
    );
    // The widgets are fetched only when a remote asks for them, and are shared-ui's own.
    const widgets = (await shared['@ecopanel/shared-ui/widgets']!.get!())() as { Accordion: unknown };
    expect(widgets.Accordion).toBe((await import('@ecopanel/shared-ui/widgets')).Accordion);
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

describe('a Retry', () => {
  const realFetch = globalThis.fetch;
  let fetched: string[];
  beforeEach(() => {
    fetched = [];
    jest.mocked(createInstance).mockClear();
    globalThis.fetch = jest.fn(async (url: string) => {
      fetched.push(url);
      return {
        ok: true,
        status: 200,
        json: async () => ({ catalogue: 'https://cdn.example.com/catalogue/mf-manifest.json' }),
      };
    }) as unknown as typeof fetch;
  });
  afterEach(() => {
    globalThis.fetch = realFetch;
  });

  it('reads remotes.json again after a failed read', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    expect((await readRemoteList(() => Promise.reject(new Error('503')))).ok).toBe(false);
    // Without a Retry the failure stands for every part of the page.
    expect((await remoteList()).ok).toBe(false);
    retry('catalogue');
    expect(await remoteList()).toEqual({
      ok: true,
      remotes: { catalogue: 'https://cdn.example.com/catalogue/mf-manifest.json' },
    });
    // The retried remote's lookup (the runtime's retry plugin) reads the same answer, not the file again.
    expect(await deployedEntry('catalogue')).toBe('https://cdn.example.com/catalogue/mf-manifest.json');
    expect(fetched).toEqual(['/remotes.json']);
    // The next Retry reads the deployed file afresh.
    retry('catalogue');
    await deployedEntry('catalogue');
    expect(fetched).toEqual(['/remotes.json', '/remotes.json']);
  });

  it('keeps a list that was read, and the runtime made from it', async () => {
    const read = readRemoteList(async () => ({ impact: 'http://localhost:3004/mf-manifest.json' }));
    await read;
    const runtime = await federationRuntime();
    retry('impact');
    expect(remoteList()).toBe(read);
    expect(await federationRuntime()).toBe(runtime);
    expect(createInstance).toHaveBeenCalledTimes(1);
    expect(fetched).toEqual([]);
  });
});
