// The rules the static servers get (scripts/serveConfig.mjs), as the shell's server reads them.

interface ServeRule {
  source: string;
  headers: { key: string; value: string }[];
}
export interface ServeConfig {
  headers: ServeRule[];
  rewrites?: { source: string; destination: string }[];
}

/** The headers of the rules whose source `matches`, as one record (names lower-cased with `lowerCase`). */
export const headersOf = (
  config: ServeConfig,
  matches: (source: string) => boolean,
  { lowerCase = false } = {},
): Record<string, string> =>
  Object.fromEntries(
    config.headers
      .filter((rule) => matches(rule.source))
      .flatMap((rule) => rule.headers.map((h) => [lowerCase ? h.key.toLowerCase() : h.key, h.value])),
  );
