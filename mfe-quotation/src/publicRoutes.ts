import { CONTACT_PATH } from './lib/paths';

/** The quotation form is this remote's one public page (build-tools/publicRoutes.ts). */
export const publicRoutes: readonly string[] = [CONTACT_PATH];
