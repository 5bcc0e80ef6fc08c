import { sharedScope } from './sharedScope';

declare const __SHARED_VERSIONS__: Record<string, string>;

it('hands over to remotes every package of the one list of shared singletons (build-tools/shared.ts)', () => {
  // The test set-up inlines the versions from that list, as the shell's build does.
  // Packages, not their entry points (`@ecopanel/shared-ui/widgets`): a scoped name has one slash.
  const packages = Object.keys(sharedScope()).filter(
    (name) => name.split('/').length === (name.startsWith('@') ? 2 : 1),
  );
  expect(packages.sort()).toEqual(Object.keys(__SHARED_VERSIONS__).sort());
  for (const version of Object.values(__SHARED_VERSIONS__)) expect(version).toMatch(/^\d+\.\d+\.\d+/);
});
