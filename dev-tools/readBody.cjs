// A request body read whole, up to a size: what each local stand-in takes from a POST or PUT.
'use strict';

/** The body as UTF-8 text, or null when it is larger than `maxBytes` (the rest is read and dropped). */
function readBody(req, maxBytes) {
  return new Promise((resolve, reject) => {
    const chunks = [];
    let size = 0;
    req.on('data', (chunk) => {
      size += chunk.length;
      if (size <= maxBytes) chunks.push(chunk);
    });
    req.on('end', () => resolve(size > maxBytes ? null : Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

module.exports = { readBody };
