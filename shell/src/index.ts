import { remoteList } from './remotes';

// Start reading the registry (in the page, or remotes.json) while the page renders.
void remoteList();

// The app's modules run in a task of their own, after this one (issue 23 point 5): V8 compiles a
// module's code when it first runs, so running `main` and then its modules at once made one task of
// 11-15 ms here (50-60 ms under Lighthouse's 4x CPU), the longest of every product and project page.
// `eager` keeps them in this bundle: no request, only a later task. Numbers in bench/NOTES.md.
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
setTimeout(() => {
  void (async () => {
    // React's DOM renderer first, in a task of its own, then the app's modules in the next: as one
    // task they took 84-127 ms under the bench's 4x CPU, the longest task after the first paint.
    await import(/* webpackMode: "eager" */ 'react-dom/client');
    await nextTask();
    const { render } = await import(/* webpackMode: "eager" */ './bootstrap');
    render();
  })();
}, 0);
