import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Titles } from '@atrium/sdk/shared';
import { api } from '../api/client.js';
import { normalizeLang } from '../i18n/index.js';
import { corePages } from '../pages/registry.js';

interface PluginTitles {
  titles: Titles;
  rights: Record<string, Titles>;
  notificationSections: Record<string, Titles>;
  menu: { key: string; order: number; titles: Titles }[];
}

/** The names every installed plugin gives itself, its rights and its sections (`GET /api/plugins/titles`). */
function usePluginTitles(): Record<string, PluginTitles> {
  const q = useQuery({
    queryKey: ['plugin-titles'],
    staleTime: Infinity,
    queryFn: async () => (await api.get<{ result: Record<string, PluginTitles> }>('/api/plugins/titles', { quiet: true })).result,
  });
  return q.data ?? {};
}

/**
 * A label for a code a core screen shows: the host's own text for the core's codes (`<prefix>.<code>`),
 * else the title the owning plugin's manifest gives, in the user's language, else the code itself.
 */
function useLabel(prefix: string, find: (p: PluginTitles, code: string, owner: string) => Titles | undefined) {
  const { t, i18n } = useTranslation();
  const plugins = usePluginTitles();
  const lang = normalizeLang(i18n.language) ?? 'en';
  return (code: string): string => {
    if (i18n.exists(`${prefix}.${code}`)) return t(`${prefix}.${code}`);
    for (const [owner, p] of Object.entries(plugins)) {
      const titles = find(p, code, owner);
      if (titles) return titles[lang];
    }
    return code;
  };
}

/** Feature and right codes: a plugin's feature is named by its manifest's titles, its rights by theirs. */
export const useRightLabel = () =>
  useLabel('employees.rights', (p, code, owner) => p.rights[code] ?? (owner === code ? p.titles : undefined));

/** Notification section codes. */
export const useSectionLabel = () => useLabel('notifications.sections', (p, code) => p.notificationSections[code]);

/** Every main-menu entry of the installation, core and plugin, with its title and default order (the menu design). */
export function useMenuEntries(): { key: string; order: number; title: string }[] {
  const { t, i18n } = useTranslation();
  const plugins = usePluginTitles();
  const lang = normalizeLang(i18n.language) ?? 'en';
  return [
    ...corePages.flatMap((p) => (p.menu ? [{ key: p.menu.key, order: p.menu.order, title: t(p.menu.titleKey) }] : [])),
    ...Object.values(plugins).flatMap((p) => p.menu.map((e) => ({ key: e.key, order: e.order, title: e.titles[lang] }))),
  ].sort((a, b) => a.order - b.order);
}
