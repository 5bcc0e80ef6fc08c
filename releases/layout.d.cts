export declare const RELEASES_DIR: 'releases';
export declare const RELEASE_POINTER: 'release.json';
export declare const RELEASES_INDEX: 'index.json';
export declare const FILE_LIST: 'files.json';
export declare const MANIFEST: 'mf-manifest.json';
export declare const BROWSER_ENTRY: 'remoteEntry.js';
export declare const SERVER_ENTRY: 'server/remoteEntry.js';
export declare const RELEASE_ENTRIES: readonly string[];
export declare const RELEASE_ID_SOURCE: string;
export declare const RELEASE_ID: RegExp;
export declare function isReleaseId(value: unknown): value is string;
export declare function releasePath(id: string, file?: string): string;

/** `release.json`: the live release, relative to the remote's origin root. */
export interface ReleasePointer {
  id: string;
  /** The browser build's manifest inside the release. */
  manifest: string;
  /** The Node build's entry inside the release. */
  server: string;
}
export declare function pointerFor(id: string): ReleasePointer;
/** The release id of a URL that names one release's manifest (`.../releases/{id}/mf-manifest.json`), else null. */
export declare function manifestReleaseId(url: string): string | null;
