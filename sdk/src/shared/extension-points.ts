/*
 * Extension points: what one plugin (the server) lets others add to it. The server declares a point in
 * its `shared/` (`defineExtensionPoint<T>('<code>.<name>')`); another plugin names the server in its
 * manifest's `dependsOn` or `optionalDependsOn` and registers entries under keys,
 * `definePlugin(manifest, { extends: [point.register({ key: entry })] })`; the core collects every
 * registration at start and the server reads them through `ctx.extensions.of(point)` (or, while declaring
 * its routes, `platform.installed(point)`). The SDK and the core know no point by name.
 */

/**
 * A key of a registration: 2–30 lower-case letters, digits or `_`, starting with a letter. Servers write
 * keys into paths, stored columns and SQL (a post parent type), so the rule is one and strict.
 */
export const EXTENSION_KEY = /^[a-z][a-z0-9_]{1,29}$/;

/** `<plugin code>.<name>`: the code of the serving plugin, then the point's own name. */
const POINT_ID = /^([a-z][a-z0-9_-]{1,39})\.[a-zA-Z][a-zA-Z0-9_]*$/;

/** What the core adds to every entry it hands the server; an entry type may not use these names. */
interface EntryFacts {
  key?: never;
  plugin?: never;
  right?: never;
}

/** One plugin's entries for one point, as `point.register` makes them for `definePlugin(…, { extends })`. */
export interface ExtensionRegistration<T = unknown> {
  readonly point: ExtensionPoint<T>;
  readonly entries: Readonly<Record<string, T>>;
}

export interface ExtensionPoint<T> {
  /** `<owner>.<name>`, e.g. `wall.postParents`; registrations and readers meet by this id. */
  readonly id: string;
  /** The code of the plugin that serves the point. */
  readonly owner: string;
  /** Keys the server keeps for itself (the wall's own comment parents `post` and `comment`). */
  readonly reserved: readonly string[];
  /** Entries under their keys, for `definePlugin(manifest, { extends: [...] })`. */
  register(entries: Readonly<Record<string, T>>): ExtensionRegistration<T>;
}

/**
 * Declares a point in the serving plugin's `shared/`: `T` is what a registering plugin gives for one key
 * (its functions take the calling context first: the server's call reaches them with the registering
 * plugin's own context for the same client and user).
 */
export function defineExtensionPoint<T extends object & EntryFacts>(
  id: `${string}.${string}`,
  opts: { reserved?: readonly string[] } = {},
): ExtensionPoint<T> {
  const owner = POINT_ID.exec(id)?.[1];
  if (!owner) throw new Error(`extension point "${id}": its id is <plugin code>.<name>`);
  const point: ExtensionPoint<T> = Object.freeze({
    id,
    owner,
    reserved: Object.freeze([...(opts.reserved ?? [])]),
    register: (entries: Readonly<Record<string, T>>) => Object.freeze({ point, entries }),
  });
  return point;
}
