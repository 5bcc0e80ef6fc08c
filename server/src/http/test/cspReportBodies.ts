// What cspReports.*.test.ts share: a CSP report in each of the two formats a browser sends.
// Bodies as Chromium 156 sent them to a collector (captured once, over https for report-to).
export const REPORT_URI_BODY = {
  'csp-report': {
    'document-uri': 'http://localhost:3000/',
    referrer: '',
    'violated-directive': 'connect-src',
    'effective-directive': 'connect-src',
    'original-policy': "connect-src 'self'; report-uri /__csp-report",
    disposition: 'enforce',
    'blocked-uri': 'http://127.0.0.1:9/x',
    'line-number': 1,
    'column-number': 7,
    'status-code': 200,
    'script-sample': '',
  },
};
export const REPORT_TO_BODY = [
  {
    age: 0,
    body: {
      blockedURL: 'wss://s-apse1a-nss-123.asia-southeast1.firebasedatabase.app/.ws',
      columnNumber: 7,
      disposition: 'enforce',
      documentURL: 'https://www.example.lk/',
      effectiveDirective: 'connect-src',
      lineNumber: 1,
      originalPolicy: "connect-src 'self'; report-uri /__csp-report; report-to csp",
      referrer: '',
      sample: '',
      statusCode: 200,
    },
    type: 'csp-violation',
    url: 'https://www.example.lk/',
    user_agent: 'Mozilla/5.0 HeadlessChrome/156.0.0.0',
  },
];
