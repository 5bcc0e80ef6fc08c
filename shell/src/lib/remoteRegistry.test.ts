import { createInstance } from '@module-federation/enhanced/runtime';
import { parseRegistry, remoteRuntime, startRemoteRegistry } from './remoteRegistry';

describe('parseRegistry', () => {
  it('accepts remote names mapped to manifest URLs', () => {
    expect(parseRegistry({ catalogue: 'http://localhost:3001/mf-manifest.json' })).toEqual({
      catalogue: 'http://localhost:3001/mf-manifest.json',
    });
  });
  it.each([
    ['an array', []],
    ['null', null],
  ])('rejects %s', (_label, data) => {
    expect(() => parseRegistry(data)).toThrow(/remotes\.json/);
  });
  it.each([
    ['a number URL', 3001],
    ['a javascript: URL', 'javascript:alert(1)'],
    ['a protocol-relative URL', '//evil.test/mf-manifest.json'],
    ['plain http off this machine', 'http://cdn.example.com/mf-manifest.json'],
  ])('leaves out %s and keeps the good entries', (_label, url) => {
    const warn = jest.fn();
    expect(parseRegistry({ catalogue: url, resources: 'https://cdn.example.com/mf-manifest.json', quotation: '/quotation/mf-manifest.json' }, warn)).toEqual({
      resources: 'https://cdn.example.com/mf-manifest.json',
      quotation: '/quotation/mf-manifest.json',
    });
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('"catalogue"'));
  });
  it('leaves out a bad name', () => {
    expect(parseRegistry({ 'cat alogue': 'https://x/mf-manifest.json' }, () => {})).toEqual({});
  });
});

describe('startRemoteRegistry', () => {
  beforeEach(() => jest.mocked(createInstance).mockClear());

  it('creates no runtime until a remote is needed, then one with every listed remote', async () => {
    const state = await startRemoteRegistry(async () => ({
      catalogue: 'https://cdn.example.com/catalogue/mf-manifest.json',
      impact: 'http://localhost:3004/mf-manifest.json',
    }));
    expect(state.ok).toBe(true);
    expect(createInstance).not.toHaveBeenCalled();
    await remoteRuntime();
    await remoteRuntime();
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
    await startRemoteRegistry(async () => ({}));
    await remoteRuntime();
    const { shared } = jest.mocked(createInstance).mock.calls[0]![0] as unknown as {
      shared: Record<string, { lib?: () => unknown; shareConfig: { singleton: boolean } }>;
    };
    expect(Object.keys(shared).sort()).toEqual(['react', 'react-dom', 'react-router', 'react-router-dom', 'react/jsx-runtime', 'shared-ui']);
    expect((shared.react!.lib!() as { useState: unknown }).useState).toBe((await import('react')).useState);
    expect((shared['react-router-dom']!.lib!() as { useLocation: unknown }).useLocation).toBe((await import('react-router-dom')).useLocation);
    for (const s of Object.values(shared)) expect(s.shareConfig.singleton).toBe(true);
  });

  it('reports, and registers nothing, when remotes.json is unreachable or malformed', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    await expect(startRemoteRegistry(() => Promise.reject(new Error('answered 404')))).resolves.toEqual({
      ok: false,
      reason: 'answered 404',
    });
    await expect(startRemoteRegistry(async () => 'not json object')).resolves.toMatchObject({ ok: false });
    error.mockRestore();
  });
});
