'use strict';
// `npm run dev` only: one React Refresh runtime per page, whichever app's bundle brings it first.
// On the composed page the shell injects its runtime into React before React DOM starts; a
// remote's bundle arrives later with its own copy, which would register the remote's components
// where React never asks, so an edit reached the remote's code (HMR said "up to date") and the
// screen did not change. Every app's `react-refresh/runtime` is this module (createAppConfig.ts).
const key = '__ecoPanelReactRefreshRuntime';
module.exports =
  globalThis[key] || (globalThis[key] = require('react-refresh/cjs/react-refresh-runtime.development.js'));
