import { Box, NavLink as MantineNavLink } from '@mantine/core';
import { NavLink, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { NavIcon } from './icons.js';
import { MenuCount } from './MenuCount.js';
import type { MenuItem } from './menu.js';

export function SideNav({ items, onNavigate }: { items: MenuItem[]; onNavigate?: () => void }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    // The browser's own scrolling in the rest of the panel's height: Mantine's ScrollArea is not part of the first paint (docs/benchmarks.md, "First-paint kits").
    <Box component="nav" aria-label={t('nav.main')} data-testid="side-nav" style={{ flex: 1, minHeight: 0, overflowY: 'auto' }}>
      {items.map((item) => {
        const active = pathname === item.to || pathname.startsWith(`${item.to.replace(/\/$/, '')}/`);
        return (
          <MantineNavLink
            key={item.key}
            component={NavLink}
            to={item.to}
            label={item.title}
            active={active}
            variant="filled"
            leftSection={<NavIcon icon={item.icon} size={20} stroke={1.5} />}
            rightSection={item.badge && <MenuCount badge={item.badge} />}
            onClick={onNavigate}
            data-menu-key={item.key}
          />
        );
      })}
    </Box>
  );
}
