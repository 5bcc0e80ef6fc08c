/** @jest-environment node */
import { registryKey } from './registry';

describe('registryKey', () => {
  it('tells registries apart by their content, and the same object gets the same key without writing it again', () => {
    const live = { catalogue: 'http://localhost:3001/releases/a/mf-manifest.json' };
    const stringify = jest.spyOn(JSON, 'stringify');
    const first = registryKey(live);
    expect(registryKey(live)).toBe(first);
    expect(stringify).toHaveBeenCalledTimes(1);
    stringify.mockRestore();
    expect(registryKey({ ...live })).toBe(first);
    expect(registryKey({ catalogue: 'http://localhost:3001/releases/b/mf-manifest.json' })).not.toBe(first);
    expect(registryKey(null)).not.toBe(registryKey({}));
  });
});
