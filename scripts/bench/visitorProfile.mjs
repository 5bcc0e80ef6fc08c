// The visitor the bench measures as (visitor.mjs): a phone on a slow line, and how many runs a route gets.

export const VISITOR_RUNS = 5;

/** The applied throttling: 150 ms round trip, 1.44 Mbps down, 675 Kbps up, CPU 4x slower. */
export const THROTTLING = {
  latencyMs: 150,
  downloadBitsPerSecond: 1.44e6,
  uploadBitsPerSecond: 675e3,
  cpuSlowdown: 4,
};

/** A phone's user agent (Lighthouse's mobile one, Android Chrome). */
export const MOBILE_UA =
  'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36';

/** The shell's mark of its root's hydration commit (shell/src/bootstrap.tsx). */
export const HYDRATED_MARK = 'ecopanel:hydrated';

/** Network.emulateNetworkConditions' parameters (bytes per second). */
export const networkConditions = (t = THROTTLING) => ({
  offline: false,
  latency: t.latencyMs,
  downloadThroughput: t.downloadBitsPerSecond / 8,
  uploadThroughput: t.uploadBitsPerSecond / 8,
});
