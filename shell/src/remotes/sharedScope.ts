// React's packages are CommonJS: handed over as their exports objects, as a bundle's own shared module
// gives them, not wrapped in namespace objects (whose runtime helper the shell's main carried for this).
import React from 'react';
import ReactDom from 'react-dom';
import jsxRuntime from 'react/jsx-runtime';
import * as sharedUi from '@ecopanel/shared-ui';
import * as reactRouterContract from './reactRouterContract';

/** Versions of the installed packages, inlined at build time by createAppConfig. */
declare const __SHARED_VERSIONS__: Record<
  'react' | 'react-dom' | 'react-router' | 'react-router-dom' | '@ecopanel/shared-ui',
  string
>;

const singleton = (requiredVersion: string) => ({ singleton: true, requiredVersion: `^${requiredVersion}` });

/**
 * What the shell provides to every remote: the very module instances it renders with, so there is
 * one React, one router context and one shared-ui on the page. react-dom is there for a remote that
 * asks for it (a portal, say; react-dom/client requires it, so it is on the page anyway);
 * react-dom/client stays the shell's own.
 */
export function sharedScope() {
  const v = __SHARED_VERSIONS__;
  const lib = (version: string, module: object) => ({
    version,
    lib: () => module,
    shareConfig: singleton(version),
  });
  return {
    react: lib(v.react, React),
    'react/jsx-runtime': lib(v.react, jsxRuntime),
    'react-dom': lib(v['react-dom'], ReactDom),
    'react-router': lib(v['react-router'], reactRouterContract),
    'react-router-dom': lib(v['react-router-dom'], reactRouterContract),
    '@ecopanel/shared-ui': lib(v['@ecopanel/shared-ui'], sharedUi),
    // Fetched when a remote's code first imports it (build-tools/shared.ts says why).
    '@ecopanel/shared-ui/widgets': {
      version: v['@ecopanel/shared-ui'],
      get: () => import(/* webpackChunkName: "shared-ui-widgets" */ '@ecopanel/shared-ui/widgets').then((m) => () => m),
      shareConfig: singleton(v['@ecopanel/shared-ui']),
    },
  };
}
