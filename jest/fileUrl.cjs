// A font file imported for its URL, as the build gives it (`/static/<name>`, without the content
// hash): tests can tell which file a page names.
const path = require('node:path');

module.exports = {
  process: (_source, file) => ({ code: `module.exports = ${JSON.stringify(`/static/${path.basename(file)}`)};` }),
};
