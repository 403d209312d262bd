import { NavLink as MantineNavLink, ScrollArea } from '@mantine/core';
import { NavLink, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { iconOf } from './icons.js';
import type { MenuItem } from './menu.js';

export function SideNav({ items, onNavigate }: { items: MenuItem[]; onNavigate?: () => void }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <ScrollArea component="nav" aria-label={t('nav.main')} data-testid="side-nav">
      {items.map((item) => {
        const Icon = iconOf(item.icon);
        const active = pathname === item.to || pathname.startsWith(`${item.to.replace(/\/$/, '')}/`);
        return (
          <MantineNavLink
            key={item.key}
            component={NavLink}
            to={item.to}
            label={item.title}
            active={active}
            variant="filled"
            leftSection={<Icon size={20} stroke={1.5} aria-hidden />}
            onClick={onNavigate}
            data-menu-key={item.key}
          />
        );
      })}
    </ScrollArea>
  );
}
