import { createHmac, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { RELEASE_ID } from '@ecopanel/releases/layout';
import { REMOTES_JSON_ELEMENT_ID } from '@ecopanel/shell/remotes';
import { registryScript } from '../compose/document';
import type { Preview } from '@ecopanel/releases/watch';

/**
 * The preview cookie. Firebase Hosting forwards no cookie to Cloud Run but `__session`, so the
 * preview must ride on that one; it holds nothing else here.
 */
export const PREVIEW_COOKIE = '__session';
/** A preview lasts a working day; the tester opens the link again after that. */
const MAX_AGE_S = 8 * 60 * 60;

export interface PreviewOptions {
  /** PREVIEW_TOKEN: no token, no preview (the default, and production's unless a team sets one). */
  token: string | undefined;
  /** The remotes of the site (remotes.json's names). */
  remotes: () => string[];
  /** Whether `remote` has release `id` on its origin (its folder answers). */
  exists: (remote: string, id: string) => Promise<boolean>;
  now?: () => number;
}

const b64 = (text: string) => Buffer.from(text).toString('base64url');
const equal = (a: string, b: string) => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

/** A path of this site to return to: never another origin (`//x`, `/\x`) or anything but a path. */
const samePath = (value: string | null) => (value && /^\/(?![/\\])[^\s]*$/.test(value) ? value : '/');

/**
 * One remote swapped for a candidate release, for one browser: `/__preview?catalogue=<id>&token=...`
 * sets a signed cookie (HMAC with the token, so nobody without it can make one), `/__preview/leave`
 * clears it. The handler renders such requests with the candidate, pins it in the page for the
 * browser, marks them `private, no-store` and never caches them (handler.ts answerPreview).
 */
export function createPreview(o: PreviewOptions) {
  if (!o.token) return undefined;
  const token: string = o.token;
  const now = o.now ?? Date.now;
  const sign = (payload: string) => createHmac('sha256', token).update(payload).digest('base64url');

  /** The preview a request's cookie names, if its signature holds and it has not expired. */
  function read(req: IncomingMessage): Preview | undefined {
    const cookie = (req.headers.cookie ?? '')
      .split(';')
      .map((part) => part.trim())
      .find((part) => part.startsWith(`${PREVIEW_COOKIE}=`));
    const value = cookie?.slice(PREVIEW_COOKIE.length + 1) ?? '';
    const [payload = '', signature = ''] = value.split('.');
    if (!payload || !signature || value.length > 2048 || !equal(sign(payload), signature)) return undefined;
    try {
      const { r, exp } = JSON.parse(Buffer.from(payload, 'base64url').toString()) as { r?: unknown; exp?: unknown };
      if (typeof exp !== 'number' || exp < now() || typeof r !== 'object' || r === null) return undefined;
      const known = new Set(o.remotes());
      const entries = Object.entries(r).filter(
        (entry): entry is [string, string] =>
          known.has(entry[0]) && typeof entry[1] === 'string' && RELEASE_ID.test(entry[1]),
      );
      return entries.length ? Object.fromEntries(entries) : undefined;
    } catch {
      return undefined;
    }
  }

  const secure = (req: IncomingMessage) =>
    (req.headers['x-forwarded-proto'] ?? '') === 'https' || 'encrypted' in req.socket ? '; Secure' : '';
  const answer = (res: ServerResponse, status: number, headers: Record<string, string>, body = '') =>
    res
      .writeHead(status, {
        'content-type': 'text/plain; charset=utf-8',
        'cache-control': 'private, no-store',
        ...headers,
      })
      .end(body);

  /** Answers `/__preview` and `/__preview/leave` (true), or leaves the request alone (false). */
  async function handle(req: IncomingMessage, res: ServerResponse): Promise<boolean> {
    const url = new URL(req.url ?? '/', 'http://site');
    if (url.pathname === '/__preview/leave') {
      answer(res, 303, {
        location: samePath(url.searchParams.get('to')),
        'set-cookie': `${PREVIEW_COOKIE}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0${secure(req)}`,
      });
      return true;
    }
    if (url.pathname !== '/__preview') return false;
    if (!equal(url.searchParams.get('token') ?? '', token)) {
      answer(res, 403, {}, 'Preview refused: the token is missing or wrong.');
      return true;
    }
    const remotes = new Set(o.remotes());
    const wanted: Preview = {};
    for (const [name, id] of url.searchParams)
      if (name !== 'token' && name !== 'to') {
        if (!remotes.has(name) || !RELEASE_ID.test(id)) {
          answer(
            res,
            400,
            {},
            `Preview refused: ${name.slice(0, 40)} is no remote of this site or ${id.slice(0, 70)} no release id.`,
          );
          return true;
        }
        if (!(await o.exists(name, id))) {
          answer(res, 404, {}, `Preview refused: ${name} has no release ${id}.`);
          return true;
        }
        wanted[name] = id;
      }
    if (!Object.keys(wanted).length) {
      answer(res, 400, {}, 'Preview refused: name a remote and its release, e.g. /__preview?catalogue=<id>&token=...');
      return true;
    }
    const payload = b64(JSON.stringify({ r: wanted, exp: now() + MAX_AGE_S * 1000 }));
    answer(res, 303, {
      location: samePath(url.searchParams.get('to')),
      'set-cookie': `${PREVIEW_COOKIE}=${payload}.${sign(payload)}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${MAX_AGE_S}${secure(req)}`,
    });
    return true;
  }

  return { read, handle };
}

const REGISTRY_SCRIPT = new RegExp(`<script type="application/json" id="${REMOTES_JSON_ELEMENT_ID}">[^<]*</script>`);

/**
 * A page as a previewer gets it: its registry pinned to the candidates (for a page rendered before,
 * such as a prerendered one), and a badge outside the React root naming what is previewed, with the
 * way out. Release ids and remote names are checked before they get here; they are escaped anyway.
 */
export function previewPage(html: string, preview: Preview, registry: Record<string, string>): string {
  const escape = (text: string) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
  const names = Object.entries(preview)
    .map(([name, id]) => `${escape(name)} release <code>${escape(id)}</code>`)
    .join(', ');
  const badge =
    `<aside aria-label="Release preview" style="position:fixed;inset:auto 0.75rem 0.75rem auto;z-index:1000;` +
    `max-width:22rem;padding:0.5rem 0.75rem;border-radius:0.5rem;background:#1f2937;color:#fff;` +
    `font:0.875rem/1.4 system-ui,sans-serif;box-shadow:0 2px 8px rgba(0,0,0,.3)">` +
    `Previewing ${names} (only in this browser). <a href="/__preview/leave" style="color:#fde68a">Leave preview</a></aside>`;
  const script = registryScript(registry);
  // A page with no registry of its own (a prerendered one) gets it.
  const withRegistry = REGISTRY_SCRIPT.test(html)
    ? html.replace(REGISTRY_SCRIPT, () => script)
    : html.replace(/<\/body>/, () => `${script}</body>`);
  return withRegistry.replace(/<\/body>/, () => `${badge}</body>`);
}
