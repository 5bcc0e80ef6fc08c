// A catalogue manifest in the shape mf-manifest.json has (manifestAssets.test.ts checks that shape
// against a real build), for the tests of what reads it.
export const MANIFEST_URL = 'https://catalogue.example.com/v2/mf-manifest.json';
export const manifest = {
  metaData: { publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '' } },
  exposes: [
    {
      name: 'ProductRoutes',
      assets: {
        js: {
          sync: ['static/699.js', 'static/__federation_expose_ProductRoutes.js'],
          async: ['static/page-calculator.js'],
        },
        css: { sync: ['static/__federation_expose_ProductRoutes.css'], async: [] },
      },
    },
    { name: 'FeaturedProducts', assets: { js: { sync: ['static/featured.js'] }, css: { sync: [] } } },
  ],
};
