/** A font file imported for its URL (asset/resource: content-hashed under /static/). */
declare module '*.woff2' {
  const url: string;
  export default url;
}
