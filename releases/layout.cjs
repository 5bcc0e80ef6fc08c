// The release contract's layout, written once: where a remote's releases lie on its origin, what
// names the live one, and what a release id is. Every reader and writer of releases takes these
// from here: the release CLI and the build's ReleasePlugin, the contract check, the shell's server,
// the bench and the tests' fixtures. Plain CommonJS so that the Node scripts (.mjs), the TypeScript
// (build, server, jest) and the browser bundle all read the same file; types in layout.d.cts.
'use strict';

/** The folder of immutable releases at a remote's root: `releases/{id}/`. */
const RELEASES_DIR = 'releases';
/** At the remote's root: `{ id, manifest, server }` of the live release, and the canary, if any. */
const RELEASE_POINTER = 'release.json';
/** `releases/index.json`: the releases kept, newest first (static hosting has no directory listing). */
const RELEASES_INDEX = 'index.json';
/** `releases/{id}/files.json`: every file of one release, so it can be copied from a deployed site. */
const FILE_LIST = 'files.json';
/** Inside a release folder: the browser build's manifest, its entry, and the Node build's entry. */
const MANIFEST = 'mf-manifest.json';
const BROWSER_ENTRY = 'remoteEntry.js';
const SERVER_ENTRY = 'server/remoteEntry.js';
/** The files a release is named by: both entries and the manifest (which lists every chunk). */
const RELEASE_ENTRIES = [MANIFEST, BROWSER_ENTRY, SERVER_ENTRY];

/** The pattern of a release id (hex, as the build names a release by its entries' hash), unanchored. */
const RELEASE_ID_SOURCE = '[a-f0-9]{6,64}';
const RELEASE_ID = new RegExp(`^${RELEASE_ID_SOURCE}$`);

/** @param {unknown} value */
const isReleaseId = (value) => typeof value === 'string' && RELEASE_ID.test(value);

/**
 * A path inside release `id`, relative to the remote's root and `/`-separated (a URL path as much as
 * a file path): `releases/{id}/` for no file.
 * @param {string} id
 * @param {string} [file]
 */
const releasePath = (id, file = '') => `${RELEASES_DIR}/${id}/${file}`;

/**
 * What `release.json` holds for release `id` going live.
 * @param {string} id
 */
const pointerFor = (id) => ({ id, manifest: releasePath(id, MANIFEST), server: releasePath(id, SERVER_ENTRY) });

const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
const MANIFEST_OF_RELEASE = new RegExp(`/${RELEASES_DIR}/(${RELEASE_ID_SOURCE})/${escapeRegExp(MANIFEST)}$`);

/**
 * The release id of a URL (or path) that names one release's manifest, `.../releases/{id}/mf-manifest.json`;
 * null for any other (the plain `mf-manifest.json` at the root follows the live release).
 * @param {string} url
 * @returns {string | null}
 */
const manifestReleaseId = (url) => MANIFEST_OF_RELEASE.exec(url)?.[1] ?? null;

module.exports = {
  RELEASES_DIR,
  RELEASE_POINTER,
  RELEASES_INDEX,
  FILE_LIST,
  MANIFEST,
  BROWSER_ENTRY,
  SERVER_ENTRY,
  RELEASE_ENTRIES,
  RELEASE_ID_SOURCE,
  RELEASE_ID,
  isReleaseId,
  releasePath,
  pointerFor,
  manifestReleaseId,
};
