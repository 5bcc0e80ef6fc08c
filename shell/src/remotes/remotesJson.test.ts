import { parseRemotesJson } from './remotesJson';

describe('parseRemotesJson', () => {
  it('accepts remote names mapped to manifest URLs', () => {
    expect(parseRemotesJson({ catalogue: 'http://localhost:3001/mf-manifest.json' })).toEqual({
      catalogue: 'http://localhost:3001/mf-manifest.json',
    });
  });
  it.each([
    ['an array', []],
    ['null', null],
  ])('rejects %s', (_label, data) => {
    expect(() => parseRemotesJson(data)).toThrow(/remotes\.json/);
  });
  it.each([
    ['a number URL', 3001],
    ['a javascript: URL', 'javascript:alert(1)'],
    ['a protocol-relative URL', '//evil.test/mf-manifest.json'],
    ['plain http off this machine', 'http://cdn.example.com/mf-manifest.json'],
  ])('leaves out %s and keeps the good entries', (_label, url) => {
    const warn = jest.fn();
    expect(
      parseRemotesJson(
        {
          catalogue: url,
          resources: 'https://cdn.example.com/mf-manifest.json',
          quotation: '/quotation/mf-manifest.json',
        },
        warn,
      ),
    ).toEqual({
      resources: 'https://cdn.example.com/mf-manifest.json',
      quotation: '/quotation/mf-manifest.json',
    });
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('"catalogue"'));
  });
  it('leaves out a bad name', () => {
    expect(parseRemotesJson({ 'cat alogue': 'https://x/mf-manifest.json' }, () => {})).toEqual({});
  });
});
