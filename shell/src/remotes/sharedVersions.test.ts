// The real runtime, not @module-federation/runtime-tools/runtime: jest maps that one to the stub (jest.config.js).
import { createInstance } from '@module-federation/runtime';
import * as React from 'react';
import { sharedScope } from './sharedScope';

// What a remote built against other versions of a shared singleton gets from the real MF runtime
// (documented in DEPLOY.md, "Shared versions").
const host = (name: string) =>
  createInstance({ name, remotes: [], shared: sharedScope(), shareStrategy: 'loaded-first' });
const ask = (version: string, requiredVersion: string, strictVersion = false) => ({
  customShareInfo: { version, shareConfig: { singleton: true, requiredVersion, strictVersion } },
});

afterEach(() => jest.restoreAllMocks());

it('gives a remote whose range the shell satisfies the shell’s React, silently', async () => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
  const factory = await host('host_ok').loadShare<typeof React>('react', ask('19.3.1', '^19.0.0'));
  expect(factory && factory()?.useState).toBe(React.useState);
  expect(warn).not.toHaveBeenCalled();
});

it('still gives a remote built for another major the one React on the page, with a console warning', async () => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
  const factory = await host('host_mismatch').loadShare<typeof React>('react', ask('20.0.0', '^20.0.0'));
  expect(factory && factory()?.useState).toBe(React.useState);
  expect(warn.mock.calls.flat().join(' ')).toMatch(
    /Version 19\.\d+\.\d+ .* of shared singleton module react does not satisfy the requirement .* \^20\.0\.0/,
  );
});

it('refuses, rather than run it on the wrong React, a remote that declares strictVersion', async () => {
  await expect(host('host_strict').loadShare('react', ask('20.0.0', '^20.0.0', true))).rejects.toThrow(
    /does not satisfy/,
  );
});
