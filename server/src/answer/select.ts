import type { IncomingMessage } from 'node:http';
import type { CanaryBoard } from '@ecopanel/releases/canary';
import {
  candidateRelease,
  selectRelease,
  type Preview,
  type Release,
  type ReleaseWatcher,
  type SelectionWhy,
} from '@ecopanel/releases/watch';
import { exposedModule } from '@ecopanel/shell/remotes';
import { bucketOf, newBucket } from '../canary/canaryBucket';
import type { Logger } from '../http/log';
import type { PageRequest } from '../http/pageUrl';
import type { Signer } from '../http/signing';

/**
 * What answers a page: the second step of every page's way, after its URL is read and before the
 * cache, which keys what it renders by this. The shell's own pages (kept static at build, or
 * rendered here) and a remote's pages with the release chosen for this request; a tester's preview
 * on top of either.
 */
export type PageSelection = { page: PageRequest; preview?: Preview } & (
  | { kind: 'prerendered' | 'shell' }
  | {
      kind: 'remote';
      /** The remote's name (`catalogue`). */
      remote: string;
      /** Its live release, as its pointer names it; none when the pointer cannot be read. */
      live: Release | undefined;
      /** The release this request is rendered with; none: the remote's part is left to the browser. */
      release: Release | undefined;
      why: SelectionWhy | 'no-release';
      /** The browser's canary bucket, while a canary runs: `issued` when this answer gives it one. */
      bucket?: { value: number; issued: boolean };
    }
);

export interface SelectOptions {
  log: Logger;
  releases: ReleaseWatcher;
  readRegistry: () => Record<string, string> | null;
  /** The shell's pages kept static, by path. */
  prerendered: ReadonlyMap<string, unknown>;
  /** The tester's verified preview of a request, if previews are on. */
  readPreview?: (req: IncomingMessage) => Preview | undefined;
  canaries: CanaryBoard;
  signer: Signer;
}

export function createSelect(o: SelectOptions) {
  const { log, releases, readRegistry, prerendered, readPreview, canaries, signer } = o;

  /** The live release of remote `name` at `manifestUrl`, as its pointer names it (undefined: none can be read). */
  async function liveReleaseOf(name: string, manifestUrl: string | undefined): Promise<Release | undefined> {
    if (!manifestUrl) return undefined;
    return releases.current(name, manifestUrl).catch((error: unknown) => {
      log.throttled(`pointer ${name}`, {
        severity: 'WARNING',
        message: `${name}: no release to render with: ${(error as Error).message}`,
        remote: name,
      });
      return undefined;
    });
  }

  /**
   * Selects for `page` what a request answers it with. Only what the server verified decides: the
   * signed preview, the signed bucket. No request (the warm-up): the live release.
   */
  return async function select(page: PageRequest, req?: IncomingMessage): Promise<PageSelection> {
    const preview = req && readPreview?.(req);
    if (prerendered.has(page.pathname)) return { kind: 'prerendered', page, preview };
    if (!page.route) return { kind: 'shell', page, preview };
    const { remote } = exposedModule(page.route.remote);
    // The registry is read once a request: each read checks the file (registryReader).
    const manifestUrl = readRegistry()?.[remote];
    const live = await liveReleaseOf(remote, manifestUrl);
    const candidate =
      preview?.[remote] && manifestUrl ? candidateRelease(remote, manifestUrl, preview[remote]) : undefined;
    const base = { kind: 'remote', page, preview, remote, live } as const;
    if (candidate) return { ...base, release: candidate, why: 'preview' };
    if (!live) return { ...base, release: undefined, why: 'no-release' };
    // A tester's preview, and the warm-up, see the live release: neither is a visitor to count.
    if (!req || preview) return { ...base, release: live, why: 'live' };
    const plan = live.canary;
    let bucket: { value: number; issued: boolean } | undefined;
    const { release, why } = selectRelease({
      live,
      standing: () => (plan ? canaries.state(remote, { ...plan, id: plan.release.id }, live.id) : 'unknown'),
      bucket: () => {
        const known = bucketOf(req, signer);
        bucket = known === undefined ? { value: newBucket(), issued: true } : { value: known, issued: false };
        return bucket.value;
      },
    });
    return { ...base, release, why, ...(bucket ? { bucket } : {}) };
  };
}

export type Select = ReturnType<typeof createSelect>;
