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
  menu: { key: string; to: string; order: number; titles: Titles }[];
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

/**
 * The main-menu entries of a client, core and plugin, with title and default order (its menu design, its
 * start pages): the plugins of `features`, the client's switched-on features, only.
 */
export function useMenuEntries(features: string[]): { key: string; to: string; order: number; title: string }[] {
  const { t, i18n } = useTranslation();
  const plugins = usePluginTitles();
  const lang = normalizeLang(i18n.language) ?? 'en';
  return [
    // A client's menu: the installation's own screens (clients, application settings) are not in it.
    ...corePages.flatMap((p) =>
      p.menu && p.role !== 'superadmin' ? [{ key: p.menu.key, to: p.menu.to, order: p.menu.order, title: t(p.menu.titleKey) }] : [],
    ),
    ...Object.entries(plugins)
      .filter(([code]) => features.includes(code))
      .flatMap(([, p]) => p.menu.map((e) => ({ key: e.key, to: e.to, order: e.order, title: e.titles[lang] }))),
  ].sort((a, b) => a.order - b.order);
}

/** A role's name: admin and HR by the host's texts, a module admin (`<feature>_admin`) by the module's name. */
export function useRoleLabel() {
  const { t } = useTranslation();
  const feature = useRightLabel();
  return (role: string): string => {
    if (role === 'admin' || role === 'hr') return t(`employees.roles.${role}`);
    const module = /^(.+)_admin$/.exec(role)?.[1];
    return module ? t('employees.roles.moduleAdmin', { module: feature(module) }) : role;
  };
}
