/**
 * The API sends ids as `_id` (spec §7). Rows keep `id` inside the server; the answer's JSON text is
 * renamed on the way out. In `JSON.stringify` output a key always follows `{` or `,` directly, and a
 * quote inside a string value is always escaped, so `{"id":` and `,"id":` are keys named `id` and
 * nothing else. One pass of a native regular expression over the text replaces copying the whole
 * answer object by object (a twentieth of a feed page's time).
 */
const ID_KEY = /([{,])"id":/g;

export function wireJson(value: unknown): string {
  return JSON.stringify(value).replace(ID_KEY, '$1"_id":');
}
