/** Keys that are about the catalog, not messages (`$reviewed`). */
export function isMeta(key: string): boolean;
/** The catalog's messages compiled for Lingui's runtime; throws naming the file and id of an invalid message. */
export function compileCatalog(source: string, file: string): Record<string, unknown>;
