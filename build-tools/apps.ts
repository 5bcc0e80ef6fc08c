// The manifest of the apps for build configs, by name (`build-tools/apps`); it sits at the
// repository root, beside the workspaces it lists.
// eslint-disable-next-line import-x/no-relative-packages
export * from '../apps';
