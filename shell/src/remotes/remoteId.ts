/** `remote/Module`: how Module Federation names a remote's exposed `./Module` (loadRemote's argument). */
export type RemoteId = `${string}/${string}`;

/** The same module as its two parts: the remote's name in remotes.json and what it exposes. */
export interface ExposedModule {
  remote: string;
  expose: string;
}

/** The one place an id is made from its parts (apps.json's routes become ids here)... */
export const remoteId = ({ remote, expose }: ExposedModule): RemoteId => `${remote}/${expose}`;

/** ...and the one place it is taken apart. */
export function exposedModule(id: RemoteId): ExposedModule {
  const slash = id.indexOf('/');
  return { remote: id.slice(0, slash), expose: id.slice(slash + 1) };
}
