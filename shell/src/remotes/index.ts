// Remote loading: the one door the rest of the shell uses. The federation runtime is a lazy chunk
// that only this folder loads.

// The page's side.
export { RemoteSlot } from './RemoteSlot/RemoteSlot';
export { exposedModule, remoteId, type ExposedModule, type RemoteId } from './remoteId';
// remoteList starts the read of remotes.json at start-up; readRemoteList hands tests their own.
export { remoteList, readRemoteList } from './remoteList';

// The shell's server (server/src), which renders the remotes' Node builds with the same pieces.
export { sharedScope } from './sharedScope';
export { ServerRemotesContext, DeferredRemote, isDeferral } from './serverRemotes';
export { parseRemotesJson, REMOTES_JSON_ELEMENT_ID } from './remotesJson';
export { catalogChunk, exposeAssets, lazyScripts, lazyShared, lazyStyles, pageCatalogChunk } from './manifestAssets';
