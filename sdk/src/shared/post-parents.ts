/**
 * The name of a post parent type (the SDK's post parents, `@atrium/sdk/server`): a post's `parent.type`
 * and a path segment of the wall's feed routes, written into its SQL, so 2–30 lower-case letters,
 * digits or `_`, starting with a letter.
 */
export const POST_PARENT_TYPE = /^[a-z][a-z0-9_]{1,29}$/;
