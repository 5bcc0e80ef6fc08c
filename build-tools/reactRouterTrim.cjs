// rspack loader for react-router's production build (createAppConfig.ts reactRouterTrimRule).
//
// Why: the apps use a few of the package's names (shell/src/remotes/reactRouterContract.ts), but some
// top-level statements in its one large module keep parts no app uses in every bundle: a
// `X.displayName = "..."` assignment is a side effect on X (so `Form`, and through it `useSubmit`,
// the form encoding and the fetchers' code, stayed), and an unannotated call such as
// `React.forwardRef(...)` or `React.memo(...)` (the data router's memoized routes) may have one as
// far as the minifier knows. Without them, the bundler's usual tree shaking drops what is unused.
// Production only: display names serve React DevTools, which development builds keep. What the memo,
// the server streaming's constants and the hook read below saved is in bench/NOTES.md ("Code after
// the first paint", with the shell's sharedScope change).
//
// Not string-replace-loader: it declares webpack as a peer dependency, which npm then installs
// (500 lines of lockfile) for a few regular expressions.

/** `Form.displayName = "Form";` on a line of its own, as the package's build writes it. */
const DISPLAY_NAME = /^[ \t]*[A-Za-z_$][\w$]*\.displayName = "[^"\n]*";[ \t]*$/gm;
/**
 * `= React10.forwardRef(` / `= React.createContext(` / `= React3.memo(`, and the constants of its
 * server streaming (`= Symbol(`, `= Object.getOwnPropertyNames(Object.prototype)...`): the value of
 * a declaration.
 */
const PURE_CALL = /= ((?:React\d*\.(?:forwardRef|createContext|memo)|Symbol|Object\.getOwnPropertyNames)\()/g;

/**
 * `React3[USE_OPTIMISTIC]`: a computed read (so that React 18 builds do not warn of a missing export)
 * of a CommonJS module, for which the bundler builds a namespace object of React with a runtime
 * helper no other code of the shell's needs. React 19 has the hook; a plain read needs neither.
 */
const USE_OPTIMISTIC = /(React\d*)\[USE_OPTIMISTIC\]/g;

/** The module's source, with what the patterns find removed, annotated or rewritten, and how many each found. */
function trimReactRouter(source) {
  let displayNames = 0;
  let pureCalls = 0;
  let computedReads = 0;
  const code = source
    .replace(DISPLAY_NAME, () => {
      displayNames++;
      return '';
    })
    .replace(PURE_CALL, (_, call) => {
      pureCalls++;
      return `= /*#__PURE__*/ ${call}`;
    })
    .replace(USE_OPTIMISTIC, (_, react) => {
      computedReads++;
      return `${react}.useOptimistic`;
    });
  return { code, displayNames, pureCalls, computedReads };
}

module.exports = function reactRouterTrim(source) {
  return trimReactRouter(source).code;
};
module.exports.trimReactRouter = trimReactRouter;
