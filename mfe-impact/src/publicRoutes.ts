/** The impact monitor is a widget inside the shell's pages: it serves no page of its own. */
export const publicRoutes: readonly string[] = [];
