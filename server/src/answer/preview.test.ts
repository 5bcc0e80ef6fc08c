import type { IncomingMessage, ServerResponse } from 'node:http';
import { previewRegistry } from '@ecopanel/releases/watch';
import { createPreview, PREVIEW_COOKIE, previewPage } from './preview';

const ID = 'abcdef123456';
const make = (o: { token?: string; now?: () => number } = {}) =>
  createPreview({
    token: 'token' in o ? o.token : 'sesame',
    remotes: () => ['catalogue', 'resources'],
    exists: async (remote, id) => remote === 'catalogue' && id === ID,
    now: o.now,
  });

const request = (url: string, cookie?: string) =>
  ({ url, headers: cookie ? { cookie } : {}, socket: {} }) as unknown as IncomingMessage;
function response() {
  const res = { status: 0, headers: {} as Record<string, string>, body: '' };
  const api = {
    writeHead(status: number, headers: Record<string, string>) {
      res.status = status;
      res.headers = headers;
      return api;
    },
    end(body = '') {
      res.body = body;
      return api;
    },
  };
  return { res, api: api as unknown as ServerResponse };
}
async function open(preview: ReturnType<typeof make>, url: string) {
  const { res, api } = response();
  const handled = await preview!.handle(request(url), api);
  return { handled, ...res, cookie: (res.headers['set-cookie'] ?? '').split(';')[0]! };
}

it('is off without a token: no endpoint, no cookie read', () => {
  expect(make({ token: undefined })).toBeUndefined();
  expect(make({ token: '' })).toBeUndefined();
});

it('sets a signed, HttpOnly cookie for a candidate that exists, and reads it back', async () => {
  const preview = make();
  const answer = await open(preview, `/__preview?catalogue=${ID}&token=sesame&to=/products`);
  expect(answer.status).toBe(303);
  expect(answer.headers.location).toBe('/products');
  expect(answer.headers['cache-control']).toBe('private, no-store');
  expect(answer.headers['set-cookie']).toMatch(/HttpOnly; SameSite=Lax; Max-Age=\d+/);
  expect(answer.cookie.startsWith(`${PREVIEW_COOKIE}=`)).toBe(true);
  expect(preview!.read(request('/products', `a=b; ${answer.cookie}`))).toEqual({ catalogue: ID });
});

it('refuses a wrong token, an unknown remote or id, a release that is not there, and an off-site return', async () => {
  const preview = make();
  expect((await open(preview, `/__preview?catalogue=${ID}&token=nope`)).status).toBe(403);
  expect((await open(preview, `/__preview?catalogue=${ID}`)).status).toBe(403);
  expect((await open(preview, `/__preview?billing=${ID}&token=sesame`)).status).toBe(400);
  expect((await open(preview, `/__preview?catalogue=../../x&token=sesame`)).status).toBe(400);
  expect((await open(preview, `/__preview?catalogue=fedcba654321&token=sesame`)).status).toBe(404);
  expect((await open(preview, `/__preview?token=sesame`)).status).toBe(400);
  const offsite = await open(preview, `/__preview?catalogue=${ID}&token=sesame&to=//evil.example/x`);
  expect(offsite.headers.location).toBe('/');
  expect((await open(preview, '/products')).handled).toBe(false);
});

it('ignores a forged, altered or expired cookie', async () => {
  let now = 1_000_000;
  const preview = make({ now: () => now });
  const { cookie } = await open(preview, `/__preview?catalogue=${ID}&token=sesame`);
  const [name, value] = cookie.split('=');
  const [payload, signature] = value!.split('.');
  const forged = Buffer.from(JSON.stringify({ r: { catalogue: 'fedcba654321' }, exp: now + 1e9 })).toString(
    'base64url',
  );
  expect(preview!.read(request('/', `${name}=${forged}.${signature}`))).toBeUndefined();
  expect(preview!.read(request('/', `${name}=${payload}.${signature!.slice(1)}x`))).toBeUndefined();
  const other = make({ now: () => now });
  // Another server's token signs another cookie.
  expect(
    createPreview({ token: 'other', remotes: () => ['catalogue'], exists: async () => true })!.read(
      request('/', cookie),
    ),
  ).toBeUndefined();
  expect(other!.read(request('/', cookie))).toEqual({ catalogue: ID });
  now += 9 * 60 * 60 * 1000;
  expect(preview!.read(request('/', cookie))).toBeUndefined();
});

it('leaving clears the cookie', async () => {
  const answer = await open(make(), '/__preview/leave');
  expect(answer.status).toBe(303);
  expect(answer.headers['set-cookie']).toMatch(new RegExp(`^${PREVIEW_COOKIE}=; .*Max-Age=0`));
});

it('pins the previewed remote in the page and adds the badge outside the root', () => {
  const registry = {
    catalogue: 'http://cat.example/mf-manifest.json',
    resources: 'http://res.example/mf-manifest.json',
  };
  const pinned = previewRegistry(registry, { catalogue: ID });
  expect(pinned).toEqual({ ...registry, catalogue: `http://cat.example/releases/${ID}/mf-manifest.json` });
  const rendered =
    '<html><body><div id="root"><p>x</p></div><script type="application/json" id="remote-registry">{"catalogue":"live"}</script></body></html>';
  const page = previewPage(rendered, { catalogue: ID }, pinned);
  expect(page).toContain(`releases/${ID}/mf-manifest.json`);
  expect(page).not.toContain('"live"');
  expect(page).toMatch(
    new RegExp(
      `</div>.*<aside aria-label="Release preview"[^>]*>Previewing catalogue release <code>${ID}</code>.*href="/__preview/leave".*</aside></body>`,
    ),
  );
  const prerendered =
    '<html><head><script defer src="/static/main.abc123.js"></script></head><body><div id="root"></div></body></html>';
  const withRegistry = previewPage(prerendered, { catalogue: ID }, pinned);
  expect(withRegistry).toContain(
    `<script type="application/json" id="remote-registry">${JSON.stringify(pinned)}</script>`,
  );
});
