import { createLogger } from './log';

describe('createLogger', () => {
  const setup = (pretty = false) => {
    const lines: string[] = [];
    let now = 0;
    const log = createLogger({ write: (l) => lines.push(l), pretty, now: () => now, level: 'INFO' });
    return { log, lines, tick: (ms: number) => (now += ms) };
  };

  it('writes one JSON object per line with Cloud Logging field names', () => {
    const { log, lines } = setup();
    log({
      severity: 'WARNING',
      message: 'catalogue left to the browser',
      remote: 'catalogue',
      release: 'abc',
      route: '/products',
      degraded: true,
      httpRequest: { requestMethod: 'GET', requestUrl: '/products', status: 200, latency: '0.012s' },
    });
    log({ severity: 'DEBUG', message: 'dropped below the level' });
    expect(lines).toHaveLength(1);
    expect(lines[0]!.endsWith('\n')).toBe(true);
    expect(JSON.parse(lines[0]!)).toMatchObject({
      severity: 'WARNING',
      message: 'catalogue left to the browser',
      remote: 'catalogue',
      degraded: true,
      httpRequest: { status: 200, latency: '0.012s' },
    });
  });

  it('writes plain text for a terminal', () => {
    const { log, lines } = setup(true);
    log({ severity: 'ERROR', message: 'boom', remote: 'catalogue', stack: 'Error: boom\n    at x' });
    expect(lines[0]).toMatch(/^\[error\] boom \(remote=catalogue\)\nError: boom/);
  });

  it('logs a keyed event once, and a throttled one once a minute with the count left out', () => {
    const { log, lines, tick } = setup();
    for (let i = 0; i < 5; i++) log.once('k', { severity: 'ERROR', message: 'render failed' });
    expect(lines).toHaveLength(1);
    for (let i = 0; i < 4; i++) log.throttled('t', { severity: 'WARNING', message: 'down' });
    expect(lines).toHaveLength(2);
    tick(60_001);
    log.throttled('t', { severity: 'WARNING', message: 'down' });
    expect(JSON.parse(lines[2]!).message).toBe('down (3 more like this in the last minute)');
  });
});
