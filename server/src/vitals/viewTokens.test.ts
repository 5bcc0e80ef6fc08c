import { createSigner } from '../http/signing';
import { BEACONS_PER_TOKEN, issueToken, readToken, tokenLedger, TOKEN_LIFE_MS } from './viewTokens';

const signer = createSigner('t'.repeat(32));

describe('view tokens', () => {
  it('carry the remote and release the server served, until they expire', () => {
    const now = 1_000_000;
    const token = issueToken(signer, 'catalogue', 'abc123', now);
    expect(readToken(signer, token, now + 1000)).toMatchObject({ remote: 'catalogue', release: 'abc123' });
    expect(readToken(signer, token, now + TOKEN_LIFE_MS + 1)).toBeUndefined();
  });

  it('are refused when altered, made with another key, or not tokens at all', () => {
    const token = issueToken(signer, 'catalogue', 'abc123');
    expect(readToken(signer, token.replace('abc123', 'def456'))).toBeUndefined();
    expect(readToken(createSigner('x'.repeat(32)), token)).toBeUndefined();
    expect(readToken(signer, 42)).toBeUndefined();
    expect(readToken(signer, signer.sign('catalogue~../..~zz~n'))).toBeUndefined();
  });

  it('count one page view and one hydration error each, however often they are sent', () => {
    const spend = tokenLedger();
    const token = readToken(signer, issueToken(signer, 'catalogue', 'abc123'))!;
    expect(spend(token, { view: true, hydrationError: true })).toEqual({ view: true, hydrationError: true });
    expect(spend(token, { view: true, hydrationError: true })).toEqual({ view: false, hydrationError: false });
    for (let n = 2; n < BEACONS_PER_TOKEN; n += 1)
      expect(spend(token, { view: false, hydrationError: false })).toBeDefined();
    expect(spend(token, { view: false, hydrationError: false })).toBeUndefined();
    const other = readToken(signer, issueToken(signer, 'catalogue', 'abc123'))!;
    expect(spend(other, { view: true, hydrationError: false })).toEqual({ view: true, hydrationError: false });
  });
});
