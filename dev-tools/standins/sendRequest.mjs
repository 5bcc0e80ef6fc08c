// What EmailJS accepts as a send request, and reading one no bigger than EmailJS takes.

// EmailJS caps a request at 50 KB; a bigger one is malformed here too.
export const MAX_BODY_BYTES = 50 * 1024;

const isPlainObject = (v) => v !== null && typeof v === 'object' && Object.getPrototypeOf(v) === Object.prototype;
const isFilledString = (v) => typeof v === 'string' && v.trim() !== '';

/** Why a send request is malformed, or null when it is the call EmailJS accepts. */
export function rejectionReason(contentType, raw) {
  if (!/^application\/json\b/i.test(contentType ?? '')) return 'The content type must be application/json';
  let body;
  try {
    body = JSON.parse(raw);
  } catch {
    return 'The body is not valid JSON';
  }
  if (!isPlainObject(body)) return 'The body must be a JSON object';
  for (const field of ['lib_version', 'user_id', 'service_id', 'template_id']) {
    if (!isFilledString(body[field])) return `The ${field} parameter is required and must be a non-empty string`;
  }
  if (!isPlainObject(body.template_params)) return 'The template_params parameter must be a JSON object';
  return null;
}

export function readBody(req) {
  return new Promise((resolve, reject) => {
    const chunks = [];
    let size = 0;
    req.on('data', (chunk) => {
      size += chunk.length;
      if (size <= MAX_BODY_BYTES) chunks.push(chunk);
    });
    req.on('end', () => resolve(size > MAX_BODY_BYTES ? null : Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}
