// The shell's production server: renders every page per request (the composition server, server/,
// with this shell's UI: src/server.tsx). Built into dist-server/ by `npm run build -w shell`.
// Development React renders ~8x slower: production always.
process.env.NODE_ENV = 'production';
require('./dist-server/server.cjs')
  .main(process.argv.slice(2))
  .catch((error) => {
    console.error(error);
    process.exit(1);
  });
