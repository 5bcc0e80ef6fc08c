/** @jest-environment node */
// Reading a CSP report in either format (report-uri's and the Reporting API's) or refusing it, and
// telling a request from this machine to a loopback name from any other (DNS rebinding).
import { isLoopbackRequest, parseReports } from './cspReports';
import { REPORT_TO_BODY, REPORT_URI_BODY } from './test/cspReportBodies';

describe('parseReports', () => {
  it("reads report-uri's application/csp-report", () => {
    expect(parseReports('application/csp-report', JSON.stringify(REPORT_URI_BODY))).toEqual({
      ok: true,
      reports: [
        {
          via: 'report-uri',
          documentUrl: 'http://localhost:3000/',
          directive: 'connect-src',
          blockedUrl: 'http://127.0.0.1:9/x',
          body: REPORT_URI_BODY['csp-report'],
        },
      ],
    });
  });

  it("reads the Reporting API's application/reports+json, every report of the batch", () => {
    const parsed = parseReports(
      'application/reports+json; charset=utf-8',
      JSON.stringify([...REPORT_TO_BODY, ...REPORT_TO_BODY]),
    );
    expect(parsed.ok && parsed.reports).toEqual([
      {
        via: 'report-to',
        documentUrl: 'https://www.example.lk/',
        directive: 'connect-src',
        blockedUrl: 'wss://s-apse1a-nss-123.asia-southeast1.firebasedatabase.app/.ws',
        body: REPORT_TO_BODY[0]?.body,
      },
      expect.objectContaining({ via: 'report-to' }),
    ]);
  });

  it('refuses other content types (415) and bodies of the wrong shape (400)', () => {
    expect(parseReports('application/json', JSON.stringify(REPORT_URI_BODY))).toMatchObject({ ok: false, status: 415 });
    expect(parseReports(undefined, '{}')).toMatchObject({ ok: false, status: 415 });
    expect(parseReports('application/csp-report', '{"csp-report":')).toMatchObject({ ok: false, status: 400 });
    expect(parseReports('application/csp-report', '{"csp-report": "x"}')).toMatchObject({ ok: false, status: 400 });
    expect(parseReports('application/csp-report', '[]')).toMatchObject({ ok: false, status: 400 });
    expect(parseReports('application/reports+json', '[]')).toMatchObject({ ok: false, status: 400 });
    expect(parseReports('application/reports+json', '[{"type": "csp-violation"}]')).toMatchObject({
      ok: false,
      status: 400,
    });
    expect(parseReports('application/reports+json', JSON.stringify(REPORT_URI_BODY))).toMatchObject({
      ok: false,
      status: 400,
    });
  });
});

describe('isLoopbackRequest', () => {
  const req = (remoteAddress: string, host?: string) => ({ socket: { remoteAddress }, headers: { host } }) as never;
  it('takes a request from this machine to a loopback name', () => {
    expect(isLoopbackRequest(req('127.0.0.1', 'localhost:3000'))).toBe(true);
    expect(isLoopbackRequest(req('::1', '[::1]:3000'))).toBe(true);
    expect(isLoopbackRequest(req('::ffff:127.0.0.1', '127.0.0.1:3000'))).toBe(true);
  });
  it('refuses one from elsewhere, or to another name (DNS rebinding)', () => {
    expect(isLoopbackRequest(req('10.0.0.7', 'localhost:3000'))).toBe(false);
    expect(isLoopbackRequest(req('127.0.0.1', 'attacker.example:3000'))).toBe(false);
    expect(isLoopbackRequest(req('127.0.0.1', 'localhost.attacker.example'))).toBe(false);
    expect(isLoopbackRequest(req('127.0.0.1'))).toBe(false);
  });
});
