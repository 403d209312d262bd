import { ActionIcon, Avatar, Burger, Group, Indicator, Text, UnstyledButton } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { Deferred, Slot, useMe } from '@atrium/sdk/ui';
import { api } from '../api/client.js';
import { vendorOf, savedVendor } from '../session/vendor.js';
import { LanguageSwitch } from './LanguageSwitch.js';
import { SearchButton } from './SearchButton.js';

// The menus are not part of the first paint (docs/benchmarks.md, "First-paint kits").
const loadUserMenu = () => import('./UserMenu.js');

/** Unread centre notifications; absent for the superadmin (docs/architecture.md, Roles, rights and content) and quiet if the call fails. */
function useUnread() {
  const me = useMe();
  const enabled = !!me?.client && !me.isSuperadmin;
  const q = useQuery({
    queryKey: ['unread', me?.client?._id, me?.user._id],
    enabled,
    refetchInterval: 60_000,
    retry: false,
    queryFn: async () =>
      (
        await api.get<{ result: { count: number } }>(`/api/notification/unread/${me!.client!._id}/${me!.user._id}`, {
          quiet: true,
          background: true,
        })
      ).result.count,
  });
  return enabled && q.isSuccess ? q.data : null;
}

export function Header({
  opened,
  toggle,
  showBurger,
  logo,
}: {
  opened: boolean;
  toggle: () => void;
  showBurger: boolean;
  logo: string | null;
}) {
  const { t } = useTranslation();
  const me = useMe();
  const unread = useUnread();
  const vendor = vendorOf(me?.client?.vendor ?? savedVendor());
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap">
      <Group gap="sm" wrap="nowrap">
        {showBurger && (
          <Burger opened={opened} onClick={toggle} hiddenFrom="sm" size="sm" aria-label={opened ? t('nav.closeMenu') : t('nav.openMenu')} />
        )}
        <UnstyledButton component={Link} to="/" title={t('nav.home')}>
          <Group gap={8} wrap="nowrap">
            {/* The client's logo (its design) replaces the vendor's mark; the name beside it names the link. */}
            {logo ? (
              <img src={logo} alt="" height={28} style={{ maxWidth: 120, objectFit: 'contain' }} data-testid="client-logo" />
            ) : (
              <img src={vendor.favicon} alt="" width={28} height={28} />
            )}
            <Text fw={700} visibleFrom="xs">
              {me?.client?.name ?? vendor.title}
            </Text>
          </Group>
        </UnstyledButton>
      </Group>
      <Group gap="xs" wrap="nowrap">
        {/* The one search needs a client: the superadmin outside one has nothing to search. */}
        {me?.client && <SearchButton />}
        {me?.client && !me.isSuperadmin && (
          <Slot
            name="shell.header"
            wrap={(items) => (
              <Group gap="xs" wrap="nowrap">
                {items}
              </Group>
            )}
          />
        )}
        {unread !== null && (
          <Indicator label={unread} size={16} disabled={!unread} offset={4}>
            <ActionIcon
              component={Link}
              to="/notifications"
              variant="subtle"
              size="lg"
              aria-label={t('header.unread', { count: unread })}
              data-testid="unread"
            >
              <IconBell size={20} aria-hidden />
            </ActionIcon>
          </Indicator>
        )}
        <LanguageSwitch />
        <Deferred
          load={loadUserMenu}
          target={
            <UnstyledButton aria-label={t('header.userMenu')} data-testid="user-menu">
              {/* No initials: the button's name is "User menu", and visible text must be part of it. */}
              <Avatar src={(me?.user.avatar as string | undefined) ?? null} radius="xl" size={32} alt="" color="blue" variant="filled" />
            </UnstyledButton>
          }
        />
      </Group>
    </Group>
  );
}
