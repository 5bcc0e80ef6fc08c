/**
 * The product facts: one typed table each for the finishes, the accessories and the installation
 * figures. Plain data with no React or CSS, so that apps import it as `shared-ui/data` and the
 * build's drawings and PDFs (loaded by node, where shared-ui's components cannot be) read the
 * same tables.
 */
export * from './panel';
export * from './finishes';
export * from './accessories';
export * from './installation';
export * from './prices';
