/** The one page of this remote; the shell mounts the remote there (apps.json). */
export const CONTACT_PATH = '/contact';
