import { createSigner, signingKey } from './signing';

describe('createSigner', () => {
  const signer = createSigner('k'.repeat(32));

  it('reads back what it signed', () => {
    expect(signer.verify(signer.sign('c42'))).toBe('c42');
    expect(signer.verify(signer.sign('a.b.c'))).toBe('a.b.c');
  });

  it('refuses an altered value, a bare value, another key and garbage', () => {
    const signed = signer.sign('c42');
    expect(signer.verify(signed.replace('c42', 'c07'))).toBeUndefined();
    expect(signer.verify('c42')).toBeUndefined();
    expect(createSigner('o'.repeat(32)).verify(signed)).toBeUndefined();
    expect(signer.verify(`${signed}x`)).toBeUndefined();
    expect(signer.verify('.')).toBeUndefined();
    expect(signer.verify('x'.repeat(600))).toBeUndefined();
  });

  it('takes a configured key only when it is long enough, else makes one of its own', () => {
    expect(signingKey('s'.repeat(32)).shared).toBe(true);
    expect(signingKey('short').shared).toBe(false);
    expect(signingKey(undefined).key).toHaveLength(32);
  });
});
