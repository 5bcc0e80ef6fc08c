// The release contract for Node: its layout (layout.cjs, which the browser bundle and plain scripts
// import alone as `@ecopanel/releases/layout`) and the reading and writing of a remote's releases.
export * from '../layout.cjs';
export * from './store/pointer';
export * from './store/releaseIndex';
export * from './store/releaseFiles';
export * from './store/releaseLock';
export { writeFileAtomic } from './store/atomicWrite';
