// Standalone (QA) pages of a remote have no host to lend them the Module Federation runtime core,
// which the remotes leave out of their bundles (externalRuntime) so a page carries one copy only.
// This script, loaded before the remote's own code, provides it; the shell does the same.
import * as runtimeCore from '@module-federation/runtime-tools/runtime-core';

const g = globalThis as { _FEDERATION_RUNTIME_CORE?: unknown };
g._FEDERATION_RUNTIME_CORE ??= runtimeCore;
