import { isChunkLoadError, reloadOnce } from './chunkErrors';

describe('isChunkLoadError', () => {
  it.each([
    [
      Object.assign(new Error('Loading chunk page-our-story failed.\n(error: http://x/static/a.js)'), {
        name: 'ChunkLoadError',
      }),
    ],
    [new Error('Loading CSS chunk 445 failed.')],
    [new TypeError('Failed to fetch dynamically imported module: http://x/a.js')],
  ])('knows missing code: %s', (error) => expect(isChunkLoadError(error)).toBe(true));
  it('is not any error', () => {
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError('Loading chunk 1 failed')).toBe(false);
  });
});

describe('reloadOnce', () => {
  const memory = () => {
    const data = new Map<string, string>();
    return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v) };
  };

  it('reloads the first time, then not again within a minute (no loop), then again later', () => {
    const storage = memory();
    const reload = jest.fn();
    expect(reloadOnce(storage, 1_000, reload)).toBe(true);
    expect(reloadOnce(storage, 30_000, reload)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(reloadOnce(storage, 62_000, reload)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('never reloads where it cannot remember having done so', () => {
    const reload = jest.fn();
    expect(reloadOnce(null, 0, reload)).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});
