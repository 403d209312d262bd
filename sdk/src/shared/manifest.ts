import type { LANGS } from './enums.js';

/** A text in every language of the product; plugins give titles of rights, sections and menu entries this way. */
export type Titles = Record<(typeof LANGS)[number], string>;

/**
 * Named places of core screens a plugin may fill, with the props the host gives their fillers; a plugin
 * may also declare places of its own (`<code>.<name>`).
 */
export interface CoreSlotProps {
  'chief.dashboard': { userId: string };
  'profile.tabs': { userId: string };
  /** Buttons in a profile's header beside the core's own (the wall's Follow). */
  'profile.actions': { userId: string; self: boolean };
  'admin.tabs': Record<never, never>;
  'employees.tabs': Record<never, never>;
  'shell.mood': Record<never, never>;
  /** Small items in the shell's header beside the bell, for employees of a client (the shop's balance). */
  'shell.header': Record<never, never>;
}
export type CoreSlotName = keyof CoreSlotProps;

/** One entry per core slot: the compiler refuses a slot missing here or unknown to `CoreSlotProps`. */
const CORE_SLOT_SET: { readonly [N in CoreSlotName]: true } = {
  'chief.dashboard': true,
  'profile.tabs': true,
  'profile.actions': true,
  'admin.tabs': true,
  'employees.tabs': true,
  'shell.mood': true,
  'shell.header': true,
};
/** The core slots' names, for the loader to tell a filled slot nobody declared. */
export const CORE_SLOTS = Object.keys(CORE_SLOT_SET) as readonly CoreSlotName[];

/**
 * Slots whose contributions a company switches on one by one (`settings.slots` of the client): the
 * chief's dashboard's widgets, which the spec says need an administrator to switch them on. For each, the
 * core's own contributions by key; a plugin's contribution is keyed by its code (`<code>-<n>` for its
 * further ones), so a key with a dot is always the core's.
 */
export const SWITCHABLE_SLOTS = {
  'chief.dashboard': ['core.subordinates', 'core.birthdays', 'core.working_period', 'core.salaries', 'core.change_log'],
} as const satisfies Partial<Record<CoreSlotName, readonly string[]>>;
export type SwitchableSlot = keyof typeof SWITCHABLE_SLOTS;
export const isSwitchableSlot = (name: string): name is SwitchableSlot => Object.hasOwn(SWITCHABLE_SLOTS, name);

/** The switched-on keys of a slot in a client's settings (`me.client.settings` or the row's). */
export function switchedOn(settings: Record<string, unknown> | null | undefined, slot: string): string[] {
  const slots = settings?.slots as Record<string, unknown> | undefined;
  const on = slots?.[slot];
  return Array.isArray(on) ? on.filter((k): k is string => typeof k === 'string') : [];
}

/** A core slot or a plugin's declared one, always `<owner>.<name>`. */
export type SlotName = CoreSlotName | `${string}.${string}`;

/** A slot's declaration: the props every filler's component receives (a phantom type, as a route's answer is). */
export interface SlotDeclaration<P extends object = object> {
  readonly props?: P;
}
/** Declares a slot with its props: `slots: { declares: { 'wall.parentFeed': slot<ParentFeedProps>() } }`. */
export const slot = <P extends object = Record<never, never>>(): SlotDeclaration<P> => ({});

/**
 * The manifests that declare slots, by plugin code, for the compiler to check fillers against. A plugin
 * that declares slots adds its manifest in its `shared/manifest.ts`:
 * `declare module '@atrium/sdk/manifest' { interface SlotDeclarers { wall: typeof manifest } }`.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface SlotDeclarers {}

/** The props a slot's fillers receive; a slot whose declaring manifest is not compiled in takes any props. */
export type PropsOfSlot<N extends string> = N extends keyof CoreSlotProps
  ? CoreSlotProps[N]
  : N extends `${infer Code}.${string}`
    ? Code extends keyof SlotDeclarers
      ? N extends keyof SlotsOf<SlotDeclarers[Code]>
        ? SlotsOf<SlotDeclarers[Code]>[N]
        : Record<string, unknown>
      : Record<string, unknown>
    : Record<string, unknown>;

/**
 * Notification sections of the core: `all` (the user's choice for every section) and `other` (what no
 * section names). Every other section, with its titles, comes from the manifest of the plugin that sends it.
 */
export const CORE_NOTIFICATION_SECTIONS = ['all', 'other'] as const;
export type CoreNotificationSection = (typeof CORE_NOTIFICATION_SECTIONS)[number];

/**
 * A menu icon shipped by the plugin: SVG path data of a 24x24 outline icon, drawn by the host with a
 * 2px round stroke like the core's Tabler icons. The host builds `<path d>` elements, never HTML.
 */
export interface MenuIcon {
  paths: readonly string[];
}

/**
 * A count beside a menu entry (unread chats): the host reads `path` (a GET under /api answering
 * `{ result: { total } }`) when the menu shows, and again whenever the tab's socket hears one of `events`.
 */
export interface MenuBadge {
  path: `/api/${string}`;
  events: readonly string[];
}

/** One main-menu entry; the menu shows before any remote loads, so it lives in the manifest. */
export interface ManifestMenuEntry<Route extends string = string, Right extends string = string> {
  key: string;
  /** One of the plugin's routes. */
  to: Route;
  /** Position in the main menu; core entries use the main-menu order in steps of 10 (docs/plugin-guide.md, section 14). */
  order: number;
  titles: Titles;
  icon: MenuIcon;
  /** The right needed to see the entry (default: the manifest's `uiRight`); an administrative right hides it from readers. */
  right?: Right;
  /** Only admins see it. */
  admin?: boolean;
  /**
   * Only holders of one of these roles see it (module administrators such as `mood_admin`, whose screen has no
   * place in every employee's menu); admins see it only when they hold one too.
   */
  roles?: readonly string[];
  badge?: MenuBadge;
}

/** A manifest's declared slots by name. */
type SlotDeclarations = Readonly<Record<string, SlotDeclaration>>;
/** A plugin declares only slots named after its code: another name must be `never`. */
type OwnSlots<Code extends string, D> = { readonly [K in Exclude<keyof D, `${Code}.${string}`>]: never };

export interface PluginManifest<
  Code extends string = string,
  Route extends string = string,
  Right extends string = string,
  Fill extends SlotName = SlotName,
  Declares extends SlotDeclarations = SlotDeclarations,
  Section extends string = string,
> {
  /** Also the client feature code that switches the plugin on, and the package name's tail (`@atrium/plugin-<code>`). */
  code: Code;
  /** The plugin's name, shown wherever its feature is listed or switched. */
  titles: Titles;
  /** The SDK major range the plugin was built for, e.g. '^1'. */
  sdk: string;
  /** Plugins this one needs: it is refused where one is missing, and starts after them. */
  dependsOn?: readonly string[];
  /**
   * Plugins this one uses where they are installed (registers at their extension points, imports their
   * `shared/`): without one, its registrations there are skipped and it starts all the same. They do not
   * order the start, so two plugins may name each other here.
   */
  optionalDependsOn?: readonly string[];
  /** Per-employee rights the plugin adds, with their titles; the first is the right its routes need by default. */
  rights: Readonly<Record<Right, Titles>>;
  /**
   * The right that opens the plugin's UI: its holders get the plugin's pages, menu and slot fills (a menu
   * entry may need another right of its own). Needed when the plugin declares rights and has pages or
   * slot fills; the reader's right, never an administrative one, or only administrators see the plugin.
   */
  uiRight?: NoInfer<Right>;
  /**
   * Rights that open administrative work (creating events for everyone, editing others' vacations).
   * A new client's employees never get them by default; an admin gives them one by one.
   */
  administrative?: readonly NoInfer<Right>[];
  /** The UI's absolute page paths (react-router patterns); the host knows the owner of a path before any remote loads. */
  routes?: readonly Route[];
  /**
   * The GETs a page makes first, by route (`{ '/company': '/api/post/news/:client/1' }`, or a list when the
   * page needs several before it shows: `{ '/chat/:_id': ['/api/chat/room/:_id/info', …] }`): the shell sends
   * them with its own start calls when the page is opened directly, so the page's data is on its way
   * before the plugin's remote has loaded. `:client` and `:user` are the signed-in user's, other
   * `:params` the route's. A path must be exactly the one the page asks for, or its answer goes unused.
   */
  firstCalls?: Readonly<Partial<Record<NoInfer<Route>, `/api/${string}` | readonly `/api/${string}`[]>>>;
  menu?: readonly ManifestMenuEntry<NoInfer<Route>, NoInfer<Right>>[];
  /** Slots the UI fills, and slots of its own screens that other plugins may fill, each with its props (`slot<P>()`). */
  slots?: { fills?: readonly Fill[]; declares?: Declares };
  /** Notification sections of its own (codes of at most 20 characters), with titles for the user's settings. */
  notificationSections?: Readonly<Record<Section, Titles>>;
  /**
   * The module name reported when the user leaves this plugin's pages (docs/architecture.md, Navigation rules);
   * default: the code. `null`: no visit is reported (a page whose visitors must stay unknown, as violation reports).
   */
  visitModule?: string | null;
}

/**
 * The one declaration of a plugin, in `shared/manifest.ts`: both halves are built from it
 * (`definePlugin(manifest, …)`, `defineUiPlugin(manifest, …)`), and the core answers the UI part from
 * it in `GET /api/plugins`. Const type parameters keep routes, rights, slots and sections literal, so
 * a page, right or section missing from the manifest fails to compile.
 */
export function defineManifest<
  const Code extends string,
  const Route extends string = never,
  const Right extends string = never,
  const Fill extends SlotName = never,
  const Declares extends SlotDeclarations = Record<never, never>,
  const Section extends string = never,
>(
  m: PluginManifest<Code, Route, Right, Fill, Declares, Section> & { slots?: { declares?: OwnSlots<Code, Declares> } },
): PluginManifest<Code, Route, Right, Fill, Declares, Section> {
  return m;
}

/** The route paths of a manifest, as a union of literal types. */
export type RoutesOf<M> = M extends PluginManifest<string, infer R> ? R : never;
/** The slots a manifest's UI fills. */
export type FillsOf<M> = M extends PluginManifest<string, string, string, infer F> ? F : never;
/** The sections a notification kind of this plugin may name: the core's `other` or one of its own. */
export type SectionsOf<M> =
  | Exclude<CoreNotificationSection, 'all'>
  | (M extends PluginManifest<string, string, string, SlotName, SlotDeclarations, infer S> ? S : never);
/** The props of the slots a manifest declares, by name. */
export type SlotsOf<M> =
  M extends PluginManifest<string, string, string, SlotName, infer D>
    ? { [K in keyof D]: D[K] extends SlotDeclaration<infer P> ? P : never }
    : never;
