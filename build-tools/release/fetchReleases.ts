import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import path from 'node:path';
import {
  FILE_LIST,
  fileInRelease,
  isReleaseId,
  parseFileList,
  parseIndex,
  RELEASES_DIR,
  RELEASES_INDEX,
  RELEASES_KEPT,
  RELEASE_ENTRIES,
  releaseIdOf,
  releasePath,
} from '@ecopanel/releases';

export interface FetchLimits {
  /** Per request, headers and body together. */
  timeoutMs: number;
  /** Largest single file of a release, and its index or file list. */
  maxFileBytes: number;
  /** Largest release in all. */
  maxReleaseBytes: number;
  /** Downloads at once. */
  concurrency: number;
  fetch: typeof fetch;
}

export const DEFAULT_LIMITS: FetchLimits = {
  timeoutMs: 30_000,
  maxFileBytes: 25 * 1024 * 1024,
  maxReleaseBytes: 250 * 1024 * 1024,
  concurrency: 6,
  fetch: (...args) => fetch(...args),
};

/**
 * One file from the deployed site: 200 only (a redirect is an error, never followed), at most
 * `maxBytes` (counted as it arrives, whatever Content-Length says), within the timeout.
 */
export async function download(url: string, maxBytes: number, limits: FetchLimits): Promise<Buffer> {
  let response: Response;
  try {
    response = await limits.fetch(url, { redirect: 'error', signal: AbortSignal.timeout(limits.timeoutMs) });
  } catch (error) {
    const e = error as Error & { cause?: { code?: string; message?: string } };
    const why =
      e.name === 'TimeoutError'
        ? `no answer within ${limits.timeoutMs} ms`
        : (e.cause?.code ?? e.cause?.message ?? e.message);
    throw new Error(`${url}: ${why}`, { cause: error });
  }
  if (response.status !== 200) {
    await response.body?.cancel().catch(() => {});
    throw new Error(`${url} answered ${response.status}`);
  }
  if (response.redirected || (response.url && response.url !== url)) throw new Error(`${url} was redirected`);
  const declared = Number(response.headers.get('content-length') ?? NaN);
  if (declared > maxBytes) {
    await response.body?.cancel().catch(() => {});
    throw new Error(`${url} is larger than ${maxBytes} bytes`);
  }
  if (!response.body) return Buffer.alloc(0);
  const reader = response.body.getReader();
  const chunks: Buffer[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel().catch(() => {});
      throw new Error(`${url} is larger than ${maxBytes} bytes`);
    }
    chunks.push(Buffer.from(value));
  }
  return Buffer.concat(chunks);
}

const inRelease = (base: string, id: string, file: string) => {
  const folder = new URL(releasePath(id), base).href;
  const url = new URL(file, folder).href;
  if (!url.startsWith(folder)) throw new Error(`${file} lies outside release ${id}`);
  return url;
};

/** The deployed site's `releases/index.json`: its releases, newest first (at most RELEASES_KEPT). */
export async function fetchDeployedIndex(
  base: string,
  remote: string,
  limits: FetchLimits = DEFAULT_LIMITS,
): Promise<string[]> {
  const url = new URL(`${RELEASES_DIR}/${RELEASES_INDEX}`, base).href;
  let bytes: Buffer;
  try {
    bytes = await download(url, limits.maxFileBytes, limits);
  } catch (error) {
    const hint = / answered 404$/.test((error as Error).message)
      ? ' (a site deployed before release indexes existed, or never: its first deploy is built with RELEASES_FROM=none)'
      : '';
    throw new Error(`cannot read the deployed releases: ${(error as Error).message}${hint}`, { cause: error });
  }
  try {
    return parseIndex(JSON.parse(bytes.toString('utf8')), remote).slice(0, RELEASES_KEPT);
  } catch (error) {
    throw new Error(`${url}: ${(error as Error).message}`, { cause: error });
  }
}

/** Runs `work` over `items`, `concurrency` at a time; after a failure starts no more, waits for those running, throws the first. */
async function inPool<T>(items: T[], concurrency: number, work: (item: T) => Promise<void>) {
  let next = 0;
  let failure: { error: unknown } | undefined;
  await Promise.all(
    Array.from({ length: Math.min(concurrency, items.length) }, async () => {
      while (!failure && next < items.length) {
        const item = items[next++] as T;
        await work(item).catch((error: unknown) => {
          failure ??= { error };
        });
      }
    }),
  );
  if (failure) throw failure.error;
}

/**
 * Copies release `id` from the deployed site into `releases/{id}/`: its files.json first, then every
 * file it lists, each checked against the listed size and sha256; the three entry files must be
 * there and give the release's own id. Written to `{id}.partial` and renamed once whole, so a
 * failed download never leaves a release folder that looks complete.
 */
export async function downloadRelease(
  base: string,
  id: string,
  releases: string,
  limits: FetchLimits = DEFAULT_LIMITS,
): Promise<{ files: number; bytes: number }> {
  if (!isReleaseId(id)) throw new Error(`refused release id ${JSON.stringify(id)}`);
  const listBytes = await download(inRelease(base, id, FILE_LIST), limits.maxFileBytes, limits);
  let list;
  try {
    list = parseFileList(JSON.parse(listBytes.toString('utf8')), id);
  } catch (error) {
    throw new Error(`${inRelease(base, id, FILE_LIST)}: ${(error as Error).message}`, { cause: error });
  }
  const total = list.files.reduce((sum, f) => sum + f.size, 0);
  if (total > limits.maxReleaseBytes) throw new Error(`release ${id} is larger than ${limits.maxReleaseBytes} bytes`);
  const tooBig = list.files.find((f) => f.size > limits.maxFileBytes);
  if (tooBig) throw new Error(`release ${id}: ${tooBig.path} is larger than ${limits.maxFileBytes} bytes`);
  for (const entry of RELEASE_ENTRIES)
    if (!list.files.some((f) => f.path === entry)) throw new Error(`release ${id} lists no ${entry}`);

  const target = path.join(releases, id);
  const staging = `${target}.partial`;
  rmSync(staging, { recursive: true, force: true });
  mkdirSync(staging, { recursive: true });
  try {
    await inPool(list.files, limits.concurrency, async (file) => {
      const url = inRelease(base, id, file.path);
      const bytes = await download(url, file.size, limits);
      if (bytes.length !== file.size) throw new Error(`${url}: ${bytes.length} bytes, the list says ${file.size}`);
      if (createHash('sha256').update(bytes).digest('hex') !== file.sha256)
        throw new Error(`${url}: its content is not what the release's file list says`);
      const dest = fileInRelease(staging, file.path);
      mkdirSync(path.dirname(dest), { recursive: true });
      writeFileSync(dest, bytes);
    });
    if (releaseIdOf((file) => readFileSync(fileInRelease(staging, file))) !== id)
      throw new Error(`release ${id}: its entry files do not give its id (a folder of another release?)`);
    writeFileSync(path.join(staging, FILE_LIST), listBytes);
    rmSync(target, { recursive: true, force: true });
    renameSync(staging, target);
  } catch (error) {
    rmSync(staging, { recursive: true, force: true });
    throw error;
  }
  return { files: list.files.length, bytes: total };
}
