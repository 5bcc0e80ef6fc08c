import type { CanaryBoard, Minimums } from '@ecopanel/releases/canary';
import type { Logger } from '../http/log';
import type { Signer } from '../http/signing';
import type { RenderResult, RenderTask } from '../render/renderPage';
import type { StaticPages } from './staticPages';

/** What the page handler (handler.ts) is given; each has a default for the production server. */
export interface SsrOptions {
  /** The shell's built dist: spa.html, the prerendered pages, sitemap.xml. */
  dist: string;
  /** The deployed remotes.json (default: the one in dist). */
  registryFile?: string;
  /** The shell's own pages the build kept static (default: as the build wrote them next to the server). */
  staticPages?: StaticPages;
  /** Headers every page carries (security headers, preconnect), as the static files get them. */
  pageHeaders: Record<string, string>;
  /** Time allowed per request for its remote: release, manifest, module and render together (default SSR_BUDGET_MS, else 1 s). */
  budgetMs?: number;
  /** How long a remote's release pointer is trusted before it is read again (default RELEASE_CHECK_MS, else 5 s). */
  releaseTtlMs?: number;
  log?: Logger;
  /** The token that turns on release previews (/__preview); default PREVIEW_TOKEN; none: previews are off. */
  previewToken?: string;
  /** Load the remotes and render their first pages at start (default). */
  warmUp?: boolean;
  /**
   * Renders a page that runs a remote's code. Default: worker threads running the server bundle
   * (renderPool.ts), so a remote that never ends its render costs only its own requests, in a
   * process of their own with no secrets (renderProcess.ts).
   */
  renderer?: (task: RenderTask) => Promise<RenderResult>;
  /** The canaries' counts and decisions, shared between instances (default: this process only). */
  canaries?: CanaryBoard;
  /** Signs canary buckets and page views' beacon tokens (default: a key of this process). */
  signer?: Signer;
  /** A canary's minimum sample and duration before any decision (canaryRule.ts). */
  canaryMinimums?: Minimums;
}
