import { SHARED_EXTERNALS, SINGLETONS } from './shared';

it('derives the federation singletons and the Node externals from one list of shared packages', () => {
  expect(SINGLETONS).toEqual([
    'react',
    'react/',
    'react-dom',
    'react-dom/',
    'react-router',
    'react-router-dom',
    'shared-ui',
  ]);
  const external = (request: string) => SHARED_EXTERNALS.some((re) => re.test(request));
  for (const request of ['react', 'react/jsx-runtime', 'react-dom/client', 'react-router', 'react-router-dom'])
    expect(external(request)).toBe(true);
  // Source that is bundled, and packages that only share a prefix with a shared one.
  for (const request of ['shared-ui', 'react-refresh', 'react-dom-extra', 'react-router-native-ish'])
    expect(external(request)).toBe(false);
});
