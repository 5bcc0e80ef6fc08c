// rspack loader for react-router's production build (createAppConfig.ts reactRouterTrimRule).
//
// Why: the apps use a few of the package's names (shell/src/remotes/reactRouterContract.ts), but two
// kinds of top-level statements in its one large module keep parts no app uses in every bundle: a
// `X.displayName = "..."` assignment is a side effect on X (so `Form`, and through it `useSubmit`,
// the form encoding and the fetchers' code, stayed), and an unannotated `React.forwardRef(...)` or
// `React.createContext(...)` call may have one as far as the minifier knows. Without them, the
// bundler's usual tree shaking drops what is unused. Production only: display names serve React
// DevTools, which development builds keep.
//
// Not string-replace-loader: it declares webpack as a peer dependency, which npm then installs
// (500 lines of lockfile) for two regular expressions.

/** `Form.displayName = "Form";` on a line of its own, as the package's build writes it. */
const DISPLAY_NAME = /^[ \t]*[A-Za-z_$][\w$]*\.displayName = "[^"\n]*";[ \t]*$/gm;
/** `= React10.forwardRef(` / `= React.createContext(`: the value of a declaration. */
const REACT_FACTORY = /= (React\d*\.(?:forwardRef|createContext)\()/g;

/** The module's source, with what the two patterns find removed and annotated, and how many each found. */
function trimReactRouter(source) {
  let displayNames = 0;
  let factories = 0;
  const code = source
    .replace(DISPLAY_NAME, () => {
      displayNames++;
      return '';
    })
    .replace(REACT_FACTORY, (_, call) => {
      factories++;
      return `= /*#__PURE__*/ ${call}`;
    });
  return { code, displayNames, factories };
}

module.exports = function reactRouterTrim(source) {
  return trimReactRouter(source).code;
};
module.exports.trimReactRouter = trimReactRouter;
