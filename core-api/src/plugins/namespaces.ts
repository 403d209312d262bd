import type { EntitySchema } from 'typeorm';
import type { Method } from '@atrium/sdk/server';

/**
 * Names that live in one namespace shared by the core and every plugin: routes (method and path),
 * entity names (TypeORM's metadata, CASL subjects, `idOf` tags) and table names. Two owners of one
 * name would silently shadow each other (the first route registered wins, the second entity replaces
 * the first), so the installation refuses to start with one line naming both owners.
 */
export class NamespaceClash extends Error {
  override readonly name = 'NamespaceClash';
}

interface Claim {
  /** What is compared: two claims with the same key clash. */
  key: string;
  /** The name as a person reads it in the message. */
  shown: string;
  owner: string;
}

function assertUnique(kind: string, claims: Claim[]): void {
  const first = new Map<string, Claim>();
  for (const c of claims) {
    const earlier = first.get(c.key);
    if (earlier) throw new NamespaceClash(`duplicate ${kind} ${c.shown}: declared by ${earlier.owner} and by ${c.owner}`);
    first.set(c.key, c);
  }
}

/** The owner as the start-up line names it: `plugin polls`, `core area auth`, `core`. */
export const pluginOwner = (code: string) => `plugin ${code}`;
export const areaOwner = (code: string) => `core area ${code}`;

/** The route as the start-up line shows it. */
const shownRoute = (r: { method: Method; path: string }) => `${r.method.toUpperCase()} /api${r.path}`;

/** A route as the check sees it; `ids` names its parameters whose values are ids (`idOf`: UUIDs, never words). */
export interface ClaimedRoute {
  method: Method;
  path: string;
  owner: string;
  plugin: string | null;
  ids?: readonly string[];
}

/** Ids are UUIDs: a literal segment shaped like one could be an id after all. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Whether pattern `a` matches every request of pattern `b`: as many segments, each of `a` a parameter or
 * the same text as `b`'s (`/x/:id` covers `/x/list`). Two patterns that each hold a text where the other
 * has a parameter (`/clients/stat/:id` and `/clients/:id/all_thanks`) cover neither: only a request that
 * means nothing to both reaches both, and the router takes the one whose text comes first. `wordsAside`:
 * `a`'s id parameters (`aIds`) do not cover `b`'s words, as no id is a word.
 */
function covers(a: string[], b: string[], aIds: ReadonlySet<string>, wordsAside: boolean): boolean {
  return (
    a.length === b.length &&
    a.every((s, i) => {
      if (s === b[i]) return true;
      if (!s.startsWith(':')) return false;
      const word = !b[i]!.startsWith(':') && !UUID.test(b[i]!);
      return !(wordsAside && word && aIds.has(s.slice(1).replace(/\?$/, '')));
    })
  );
}

/**
 * Routes clash on method and path, whatever their parameters are called: `/poll/:id` and `/poll/:_id`
 * match the same requests. A route of one owner also clashes with a pattern of another owner (two plugins,
 * or a plugin and the core) that matches all of its requests (`/x/:id` and `/x/list`): the router sends
 * them to the text, so the other owner's `:id` silently loses a value it never heard of. One owner's such
 * pairs stay: it wrote and tests both, and the router's order (text before parameter) is then its
 * choice. `plugin` is null for the core's areas, one owner here.
 *
 * One exception, for the spec's paths (`GET api/user/vacations` beside the core's `GET api/user/:id`): a plugin's
 * word may stand where a core route has an id parameter. No request for an id reaches the plugin, as ids are
 * UUIDs, and the router tries text before parameters for every method (`routeOrder`), so the word reaches the
 * plugin. Between two plugins the check stays whole: neither owns the other's words.
 */
export function assertUniqueRoutes(routes: ClaimedRoute[]): void {
  assertUnique(
    'route',
    routes.map((r) => ({ key: `${r.method} ${r.path.replace(/:\w+\??/g, ':')}`, shown: shownRoute(r), owner: r.owner })),
  );
  const seen: { route: ClaimedRoute; segments: string[]; ids: ReadonlySet<string> }[] = [];
  for (const route of routes) {
    const segments = route.path.split('/');
    const ids = new Set(route.ids ?? []);
    const other = seen.find(
      (s) =>
        s.route.method === route.method &&
        s.route.plugin !== route.plugin &&
        (covers(s.segments, segments, s.ids, !s.route.plugin) || covers(segments, s.segments, ids, !route.plugin)),
    );
    if (other)
      throw new NamespaceClash(
        `overlapping routes ${shownRoute(other.route)} of ${other.route.owner} and ${shownRoute(route)} of ${route.owner}: one matches every request of the other`,
      );
    seen.push({ route, segments, ids });
  }
}

/**
 * Entity names and table names are checked separately: one name may be both an entity's and its own
 * table's (`Post` in `post`), never two entities' or two tables'. Tables compare without case, as
 * MySQL on Windows and macOS does. `reserved` are tables the platform makes without an entity.
 */
export function assertUniqueEntities(
  entities: { entity: EntitySchema<any>; owner: string }[],
  reserved: Record<string, string> = {},
): void {
  assertUnique(
    'entity',
    entities.map(({ entity, owner }) => ({ key: String(entity.options.name), shown: String(entity.options.name), owner })),
  );
  assertUnique('table', [
    ...Object.entries(reserved).map(([table, owner]) => ({ key: table.toLowerCase(), shown: table, owner })),
    ...entities.map(({ entity, owner }) => {
      const table = entity.options.tableName ?? String(entity.options.name);
      return { key: table.toLowerCase(), shown: table, owner };
    }),
  ]);
}

/**
 * A plugin's tables are named after its code: `<stem>` or `<stem>_<name>`, where the stem is the code
 * (hyphens as underscores) or, for a plural code, its singular (`polls` owns `poll` and `poll_question`,
 * the wall `wall_post`). Two plugins then meet in the database only when their codes are alike, and
 * the uniqueness check above names them.
 */
export function assertTablePrefixes(plugins: { code: string; entities?: EntitySchema<any>[] }[]): void {
  for (const p of plugins) {
    const code = p.code.replace(/-/g, '_');
    const stems = code.endsWith('s') ? [code, code.slice(0, -1)] : [code];
    for (const e of p.entities ?? []) {
      const table = e.options.tableName ?? String(e.options.name);
      const lower = table.toLowerCase();
      if (!stems.some((s) => lower === s || lower.startsWith(`${s}_`)))
        throw new NamespaceClash(
          `table ${table} of ${pluginOwner(p.code)}: a plugin's tables are named ${stems.map((s) => `${s} or ${s}_<name>`).join(', or ')}`,
        );
    }
  }
}
