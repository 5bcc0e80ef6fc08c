/**
 * Runtime plugin of a remote's Node build (build-tools/createServerConfig). Node has no
 * `document.currentScript` for `publicPath: 'auto'`, so the public path is set from the URL the
 * host loaded `server/remoteEntry.js` from: the release's root. Chunks (`server/*.js`) load from
 * there, and the pages' image URLs come out exactly as the browser build makes them.
 */
declare let __webpack_public_path__: string;
declare const __REMOTE_NAME__: string;

interface Instance {
  moduleCache: Map<string, { remoteInfo?: { entry?: string } }>;
  options: { remotes: { name: string; alias?: string; entry?: string }[] };
}

function entryUrl(name: string): string | undefined {
  const instances = (
    (globalThis as { __FEDERATION__?: { __INSTANCES__?: Instance[] } }).__FEDERATION__?.__INSTANCES__ ?? []
  )
    .slice()
    .reverse();
  for (const instance of instances) {
    const cached = instance.moduleCache.get(name)?.remoteInfo?.entry;
    if (cached) return cached;
    const listed = instance.options.remotes.find((r) => r.name === name || r.alias === name)?.entry;
    if (listed) return listed;
  }
  return undefined;
}

export default function serverPublicPath() {
  const url = entryUrl(__REMOTE_NAME__);
  if (!url) throw new Error(`${__REMOTE_NAME__}: no host has registered this remote; cannot tell where its files are`);
  // The entry is `{release root}/server/remoteEntry.js`.
  __webpack_public_path__ = new URL('../', url).href;
  return { name: 'ecopanel-server-public-path' };
}
