// The shell's one door to the manifest of the apps (apps.json, read through the root's apps.ts):
// its route table, its menu, its server's default port and its tests all come through here.
/* eslint-disable import-x/no-relative-packages -- the manifest sits at the repository root, beside the workspaces it lists */
export {
  APPS,
  appNamed,
  devRemotesJson,
  REMOTES,
  SHELL_NAME,
  SITE_FILE,
  type AppEntry,
  type NavEntry,
  type NavLabels,
  type RouteEntry,
  type SiteFile,
} from '../../../apps';
