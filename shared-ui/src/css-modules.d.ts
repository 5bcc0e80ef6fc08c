declare module '*.module.css' {
  const classes: Readonly<Record<string, string>>;
  export default classes;
}
declare module '*.css';

/** Set by rspack to the app's own public path (a remote's origin at runtime); jest sets it to '/'. */
declare const __webpack_public_path__: string;
