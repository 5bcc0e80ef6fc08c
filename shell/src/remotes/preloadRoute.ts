import { remoteRouteFor } from '../data/remoteRoutes';
import { handOverEarlyLoads, type EarlyLoads } from './earlyHandOff';
import { exposeAssets } from './manifestAssets';
import { exposedModule } from './remoteId';
import { fetchJson, parseRemotesJson, readRemotesJson } from './remotesJson';

/**
 * A remote route's first paint waits on a chain: remotes.json, then the remote's mf-manifest.json,
 * then its remoteEntry and page chunks. The early script (earlyEntry.ts, a few hundred bytes that
 * run before the main bundle has even downloaded) walks that chain at once for the route being
 * opened; the main bundle then picks up what it started (earlyHandOff.ts) instead of asking again.
 */
export function preloadRoute(pathname: string, doc: Document = document): EarlyLoads {
  const loads: EarlyLoads = { remotesJson: readRemotesJson(), manifests: new Map() };
  handOverEarlyLoads(loads);
  // Failures are the main bundle's to report (it reads the same promises); none is left unhandled.
  loads.remotesJson.catch(() => undefined);
  const route = remoteRouteFor(pathname);
  if (!route) return loads;
  const { remote: name, expose } = exposedModule(route.remote);
  void loads.remotesJson
    .then((data) => {
      const url = parseRemotesJson(data)[name];
      if (!url) return;
      const manifest = fetchJson(url);
      loads.manifests.set(url, manifest);
      return manifest.then((json) => {
        const { scripts, styles } = exposeAssets(json, url, expose);
        scripts.forEach((href) => preload(doc, href, 'script'));
        styles.forEach((href) => preload(doc, href, 'style'));
      });
    })
    .catch(() => undefined);
  return loads;
}

function preload(doc: Document, href: string, as: 'script' | 'style') {
  const link = doc.createElement('link');
  link.setAttribute('rel', 'preload');
  link.setAttribute('as', as);
  link.setAttribute('href', href);
  doc.head.appendChild(link);
}
