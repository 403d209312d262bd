import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useMe } from '@atrium/sdk/ui';
import { corePages } from '../pages/registry.js';
import { usePlugins } from '../plugins/PluginsProvider.js';
import { roleAllows } from '../app/guards.js';
import { normalizeLang } from '../i18n/index.js';
import { applyMenuDesign, useClientDesign } from './design.js';
import type { MenuBadge } from '@atrium/sdk/shared';
import type { NavIconSource } from './icons.js';

export interface MenuItem {
  key: string;
  to: string;
  icon: NavIconSource;
  order: number;
  title: string;
  badge?: MenuBadge;
}

/**
 * The main menu: core screens and what plugins contribute (from their manifests, before any remote
 * loads), filtered by role, right and feature, in the main-menu order (docs/plugin-guide.md, section 14) — or in the client's, where its
 * design renames or reorders an entry (by key).
 */
export function useMainMenu(): MenuItem[] {
  const me = useMe();
  const plugins = usePlugins();
  const { t, i18n } = useTranslation();
  const lang = normalizeLang(i18n.language) ?? 'en';
  const { menu } = useClientDesign();
  return useMemo(() => {
    if (!me) return [];
    const can = (right?: string) => !right || me.isAdmin || (me.rights ?? []).includes(right) || me.features.includes(right);
    // Outside a client (the superadmin before entering one) only the installation's own screens apply.
    const core = corePages
      .filter(
        (p) =>
          p.menu &&
          roleAllows(me, p.role) &&
          can(p.right) &&
          (!p.feature || me.features.includes(p.feature)) &&
          (!!me.client || p.role === 'superadmin'),
      )
      .map((p) => ({
        key: p.menu!.key,
        to: p.menu!.to.replace(':me', me.user._id),
        icon: p.menu!.icon,
        order: p.menu!.order,
        title: t(p.menu!.titleKey),
      }));
    const fromPlugins = (me.client ? plugins : []).flatMap((p) =>
      p.menu.map((m) => ({
        key: m.key,
        to: m.to,
        icon: m.icon,
        order: m.order,
        title: m.titles[lang],
        badge: m.badge,
      })),
    );
    return applyMenuDesign([...core, ...fromPlugins], menu).sort((a, b) => a.order - b.order || a.key.localeCompare(b.key));
  }, [me, plugins, t, lang, menu]);
}
