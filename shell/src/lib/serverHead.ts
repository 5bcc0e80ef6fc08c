/**
 * Marks the head tags (meta, canonical) the shell's server rendered for the page. React 19 adopts
 * such tags when it hydrates, but not always when they belong to a part that hydrates later (a
 * remote, a lazy page): it then adds its own and the page ends with two canonicals. The browser
 * removes the server's before hydrating (bootstrap.tsx); crawlers and link previews, which run no
 * script, read them.
 */
export const SERVER_HEAD_ATTRIBUTE = 'data-server-head';
