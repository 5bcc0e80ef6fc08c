import { remoteList } from './remotes';
import { nextTask } from './lib/nextTask';

// Start reading the registry (in the page, or remotes.json) while the page renders.
void remoteList();

// `main`'s modules run in three tasks, not one (issue 23 point 5): V8 compiles a module's code when
// it first runs, and React DOM's is most of this bundle. Run at once, they made `main`'s evaluation
// the longest task of every product and project page (12-15 ms here, 50-60 ms under Lighthouse's
// 4x CPU). `eager` keeps them in this bundle: no request, only a later task. Numbers in bench/NOTES.md.
void (async () => {
  await nextTask();
  await import(/* webpackMode: "eager" */ 'react-dom/client');
  await nextTask();
  const { render } = await import(/* webpackMode: "eager" */ './bootstrap');
  render();
})();
