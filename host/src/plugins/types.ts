import type { MenuEntry } from '@atrium/sdk/ui';

/** One entry of `GET /api/plugins`: a plugin the user may use, with its remote and static UI manifest. */
export interface PluginInfo {
  code: string;
  version: string;
  rights: string[];
  remoteEntry: string;
  routes: string[];
  slots: string[];
  menu: MenuEntry[];
}
