/** @jest-environment node */
// The collector on a server: what it accepts (204), keeps (the latest) and logs (at most logPerMinute),
// what it refuses (size, type, body, method), and to whom it lists the reports (a loopback request only).
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { CSP_REPORT_PATH, createCspReportCollector, type CspReportCollector } from './cspReports';
import { REPORT_TO_BODY, REPORT_URI_BODY } from './test/cspReportBodies';

describe('the collector on a server', () => {
  let server: Server;
  let collector: CspReportCollector;
  let base: string;
  const logs: string[] = [];
  let clock = Date.UTC(2030, 0, 1);

  beforeEach(async () => {
    logs.length = 0;
    collector = createCspReportCollector({
      keep: 3,
      logPerMinute: 2,
      log: (line) => logs.push(line),
      now: () => clock,
    });
    server = createServer((req, res) => {
      if (!collector.handle(req, res)) res.writeHead(404).end('not the collector');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterEach(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  const post = (body: string, type = 'application/csp-report') =>
    fetch(`${base}${CSP_REPORT_PATH}`, { method: 'POST', headers: { 'content-type': type }, body });
  const list = async () =>
    (await (await fetch(`${base}${CSP_REPORT_PATH}`)).json()) as {
      directive: string;
      via: string;
      receivedAt: string;
    }[];

  it('accepts both formats with 204 and lists them to a loopback GET', async () => {
    expect((await post(JSON.stringify(REPORT_URI_BODY))).status).toBe(204);
    expect((await post(JSON.stringify(REPORT_TO_BODY), 'application/reports+json')).status).toBe(204);
    const response = await fetch(`${base}${CSP_REPORT_PATH}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect((await response.json()).map((r: { via: string }) => r.via)).toEqual(['report-uri', 'report-to']);
    expect(collector.reports()[0]?.receivedAt).toBe('2030-01-01T00:00:00.000Z');
  });

  it('answers only its own path', async () => {
    expect((await fetch(`${base}/__csp-reports`)).status).toBe(404);
    expect((await fetch(`${base}${CSP_REPORT_PATH}?x=1`)).status).toBe(200);
  });

  it('refuses a body over the limit (413), whether announced or streamed, and keeps nothing of it', async () => {
    const big = JSON.stringify({ 'csp-report': { 'document-uri': 'x'.repeat(17 * 1024) } });
    expect((await post(big)).status).toBe(413);
    // Sent in chunks with no length announced: refused once the limit is passed.
    const status = await new Promise<number>((resolve, reject) => {
      const req = request(
        `${base}${CSP_REPORT_PATH}`,
        { method: 'POST', headers: { 'content-type': 'application/csp-report', 'transfer-encoding': 'chunked' } },
        (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        },
      );
      req.on('error', reject);
      for (let i = 0; i < 20; i++) req.write('x'.repeat(1024));
      req.end();
    });
    expect(status).toBe(413);
    expect(await list()).toEqual([]);
  });

  it('refuses other content types and malformed bodies, keeping nothing', async () => {
    expect((await post(JSON.stringify(REPORT_URI_BODY), 'text/plain')).status).toBe(415);
    expect((await post('not json')).status).toBe(400);
    expect(await list()).toEqual([]);
  });

  it('keeps only the latest reports', async () => {
    for (const directive of ['a-src', 'b-src', 'c-src', 'd-src']) {
      await post(JSON.stringify({ 'csp-report': { 'effective-directive': directive } }));
    }
    expect((await list()).map((r) => r.directive)).toEqual(['b-src', 'c-src', 'd-src']);
  });

  it('logs each report, at most logPerMinute a minute, saying when it stops', async () => {
    for (let i = 0; i < 4; i++) await post(JSON.stringify(REPORT_URI_BODY));
    expect(logs).toEqual([
      'csp-report (report-uri): connect-src blocked http://127.0.0.1:9/x on http://localhost:3000/',
      'csp-report (report-uri): connect-src blocked http://127.0.0.1:9/x on http://localhost:3000/',
      'csp-report: more than 2 reports this minute; the rest of this minute are kept but not logged',
    ]);
    clock += 60_000;
    await post(JSON.stringify(REPORT_URI_BODY));
    expect(logs).toHaveLength(4);
  });

  it('refuses other methods (405)', async () => {
    const response = await fetch(`${base}${CSP_REPORT_PATH}`, { method: 'PUT', body: '{}' });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET, POST');
  });

  it('lists reports only to a request from this machine to a loopback name', async () => {
    await post(JSON.stringify(REPORT_URI_BODY));
    const status = await new Promise<number>((resolve, reject) => {
      const req = request(`${base}${CSP_REPORT_PATH}`, { headers: { host: 'rebound.example:80' } }, (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      });
      req.on('error', reject);
      req.end();
    });
    expect(status).toBe(403);
  });
});
