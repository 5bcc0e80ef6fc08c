import { registerRemotes } from '@module-federation/enhanced/runtime';
import { parseRegistry, startRemoteRegistry } from './remoteRegistry';

describe('parseRegistry', () => {
  it('accepts remote names mapped to manifest URLs', () => {
    expect(parseRegistry({ catalogue: 'http://localhost:3001/mf-manifest.json' })).toEqual({
      catalogue: 'http://localhost:3001/mf-manifest.json',
    });
  });
  it.each([
    ['an array', []],
    ['null', null],
    ['a number URL', { catalogue: 3001 }],
    ['a javascript: URL', { catalogue: 'javascript:alert(1)' }],
    ['a bad name', { 'cat alogue': 'http://x/mf-manifest.json' }],
  ])('rejects %s', (_label, data) => {
    expect(() => parseRegistry(data)).toThrow(/remotes\.json/);
  });
});

describe('startRemoteRegistry', () => {
  beforeEach(() => jest.mocked(registerRemotes).mockClear());

  it('registers every listed remote with the runtime', async () => {
    const state = await startRemoteRegistry(async () => ({
      catalogue: 'http://cdn.example.com/catalogue/mf-manifest.json',
      impact: 'http://localhost:3004/mf-manifest.json',
    }));
    expect(state.ok).toBe(true);
    expect(registerRemotes).toHaveBeenCalledWith([
      { name: 'catalogue', entry: 'http://cdn.example.com/catalogue/mf-manifest.json' },
      { name: 'impact', entry: 'http://localhost:3004/mf-manifest.json' },
    ]);
  });

  it('reports, and registers nothing, when remotes.json is unreachable or malformed', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    await expect(startRemoteRegistry(() => Promise.reject(new Error('answered 404')))).resolves.toEqual({
      ok: false,
      reason: 'answered 404',
    });
    await expect(startRemoteRegistry(async () => 'not json object')).resolves.toMatchObject({ ok: false });
    expect(registerRemotes).not.toHaveBeenCalled();
    error.mockRestore();
  });
});
