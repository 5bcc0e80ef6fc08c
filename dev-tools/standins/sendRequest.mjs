// What EmailJS accepts as a send request, and how large one may be.

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
