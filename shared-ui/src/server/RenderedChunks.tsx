import {
  createContext,
  createElement,
  lazy,
  useContext,
  type ComponentProps,
  type ComponentType,
  type ReactNode,
} from 'react';

/**
 * The lazy chunks a server render used. The shell's server provides a set around each render and
 * links only those chunks' CSS (their names are the `webpackChunkName`s, which each remote's build
 * lists with their files in its mf-manifest.json); in the browser there is none and nothing is kept.
 * It lives in shared-ui, the singleton every app shares, so a remote's page and the shell's server
 * see the same context.
 */
const RenderedChunksContext = createContext<Set<string> | null>(null);

export function RenderedChunksProvider({ value, children }: { value: Set<string>; children: ReactNode }) {
  return <RenderedChunksContext.Provider value={value}>{children}</RenderedChunksContext.Provider>;
}

/**
 * `React.lazy` for a page in a chunk of its own, which reports the chunk's name when it renders.
 * `chunk` must be the `webpackChunkName` of the `import()` in `load`.
 */
// Typed as React.lazy is: any component, its props kept.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function lazyChunk<T extends ComponentType<any>>(
  chunk: string,
  load: () => Promise<{ default: T }>,
): ComponentType<ComponentProps<T>> {
  const Lazy = lazy(load) as unknown as ComponentType<ComponentProps<T>>;
  function ChunkPage(props: ComponentProps<T>) {
    useContext(RenderedChunksContext)?.add(chunk);
    return createElement(Lazy, props);
  }
  ChunkPage.displayName = `lazyChunk(${chunk})`;
  return ChunkPage;
}
