/**
 * Every request the shell's server makes to a remote is bounded in time and size: a remote that
 * hangs or answers a huge body must not hold or flood the page (TOOLCHAIN: the MF runtime itself
 * has no timeout anywhere).
 */
export class TimeoutError extends Error {
  constructor(what: string, ms: number) {
    super(`${what} took longer than ${ms} ms`);
    this.name = 'TimeoutError';
  }
}

export function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new TimeoutError(what, ms)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

// The platform's fetch, taken before any release's code runs in this thread (which could put another in its place).
const nativeFetch = globalThis.fetch;

/** GETs `url` as text: fails on a non-2xx answer, after `timeoutMs`, or past `maxBytes`. */
export async function fetchText(
  url: string,
  { timeoutMs, maxBytes, accept = 'application/json' }: { timeoutMs: number; maxBytes: number; accept?: string },
): Promise<string> {
  const signal = AbortSignal.timeout(timeoutMs);
  const get = () => nativeFetch(url, { signal, redirect: 'error', headers: { accept } });
  const response = await get()
    // A kept-alive connection that the remote closed (it restarted) fails before anything is
    // answered: a GET is asked once more, on a new connection, within the same time limit.
    .catch((error: unknown) => {
      if (signal.aborted) throw error;
      return get();
    })
    .catch((error: unknown) => {
      const cause = (error as { cause?: { message?: string } }).cause?.message;
      throw new Error(`${url}: ${(error as Error).message}${cause ? ` (${cause})` : ''}`);
    });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  const declared = Number(response.headers.get('content-length') ?? 0);
  if (declared > maxBytes) throw new Error(`${url} is ${declared} bytes, over the ${maxBytes} limit`);
  const reader = response.body?.getReader();
  if (!reader) return '';
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      throw new Error(`${url} is over the ${maxBytes} byte limit`);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}
