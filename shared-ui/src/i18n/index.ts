export { defineCatalog, catalogIn } from './catalog';
export type { Catalog } from './catalog';
export { useT } from './useT';
export type { Translate, Values } from './useT';
export { formatEnglish } from './formatEnglish';
export { sharedText } from './text';
export { useOfficeHours } from './officeHours';
