// The shell's one door to the manifest of the apps (apps.json, read through build-tools/apps.ts):
// its route table, its menu, its server's default port and its tests all come through here.
export { APPS, appNamed, REMOTES, SHELL_NAME, type AppEntry, type NavEntry, type RouteEntry } from '../../../build-tools/apps';
