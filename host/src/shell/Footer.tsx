import { ActionIcon, Anchor, Box, Group, Text } from '@mantine/core';
import { IconMenu2 } from '@tabler/icons-react';
import { Link, NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { NavIcon } from './icons.js';
import type { MenuItem } from './menu.js';
import { MenuCount } from './MenuCount.js';
import { bottomBarItems } from './bottom-bar.js';
import { useMe } from '@atrium/sdk/ui';
import { vendorOf, savedVendor } from '../session/vendor.js';

export function Footer() {
  const { t } = useTranslation();
  const me = useMe();
  const vendor = vendorOf(me?.client?.vendor ?? savedVendor());
  return (
    // Its own background, as a card's: the client's page background may be dark, and the footer's texts keep their contrast.
    <Group
      mt="xl"
      px="md"
      py="xs"
      justify="space-between"
      component="footer"
      bg="var(--mantine-color-body)"
      style={{ border: '1px solid var(--mantine-color-default-border)', borderRadius: 'var(--mantine-radius-sm)' }}
    >
      <Text size="sm" c="dimmed">
        {t('footer.rights', { year: new Date().getFullYear(), vendor: vendor.title })}
      </Text>
      <Group gap="md">
        <Anchor component={Link} to="/about/" size="sm">
          {t('footer.about')}
        </Anchor>
        <Anchor component={Link} to="/help/" size="sm">
          {t('footer.help')}
        </Anchor>
      </Group>
    </Group>
  );
}

/** On phones: menu entries as a bottom bar (those with counts always among them) and a button that opens the whole menu. */
export function MobileFooter({ items, openMenu }: { items: MenuItem[]; openMenu: () => void }) {
  const { t } = useTranslation();
  return (
    <Group h="100%" px="xs" justify="space-around" wrap="nowrap" component="nav" aria-label={t('nav.menu')} data-testid="mobile-footer">
      {bottomBarItems(items).map((item) => (
        <Box key={item.key} pos="relative" data-menu-key={item.key}>
          <ActionIcon component={NavLink} to={item.to} variant="subtle" size="xl" aria-label={item.title}>
            <NavIcon icon={item.icon} size={24} />
          </ActionIcon>
          {item.badge && (
            <Box pos="absolute" top={-4} right={-6} style={{ pointerEvents: 'none' }}>
              <MenuCount badge={item.badge} />
            </Box>
          )}
        </Box>
      ))}
      <ActionIcon variant="subtle" size="xl" onClick={openMenu} aria-label={t('nav.openMenu')} data-testid="mobile-menu-button">
        <IconMenu2 size={24} aria-hidden />
      </ActionIcon>
    </Group>
  );
}
