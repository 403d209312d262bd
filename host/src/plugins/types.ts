import type { ManifestMenuEntry, RemotePreload, SlotName, Titles } from '@atrium/sdk/shared';

/** One entry of `GET /api/plugins`: a plugin the user may use, its remote and the UI part of its manifest. */
export interface PluginInfo {
  code: string;
  version: string;
  /** Its name, by language. */
  titles: Titles;
  /** Its rights with their titles. */
  rights: Record<string, Titles>;
  remoteEntry: string;
  /** The scripts of its `./plugin` module and its texts by language, preloaded for a page opened directly. */
  preload: RemotePreload;
  routes: string[];
  /** The first GETs of a page by route (the manifest's `firstCalls`, one or several), sent by the shell's start. */
  firstCalls: Record<string, string[]>;
  slots: { fills: SlotName[]; declares: SlotName[] };
  /** Only the entries this user may use. */
  menu: ManifestMenuEntry[];
  notificationSections: Record<string, Titles>;
  visitModule: string | null;
  /** Whether it indexes records for the one search (its `search` in `definePlugin`): a filter of the search page. */
  search: boolean;
  /** Whether it adds rules to the user's ability: the shell then loads CASL with its pages. */
  abilities: boolean;
}
