import { ActionIcon, Avatar, Burger, Group, Indicator, Menu, Text, UnstyledButton } from '@mantine/core';
import { IconBell, IconLanguage, IconLayoutDashboard, IconLogout, IconMoon, IconUser } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Slot, useMe } from '@atrium/sdk/ui';
import { api } from '../api/client.js';
import { LANGS, normalizeLang, setLang, type Lang } from '../i18n/index.js';
import { useSession } from '../session/SessionProvider.js';
import { vendorOf, savedVendor } from '../session/vendor.js';
import { SIGN_IN } from '../app/guards.js';
import { disconnectRealtime } from './realtime.js';
import { useDarkTheme } from './color-scheme.js';

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

/**
 * Whether the signed-in employee is a chief (has subordinates), asked once the user menu is first
 * opened so no page load pays for it; the menu then links their chief's dashboard.
 */
function useIsChief(asked: boolean) {
  const me = useMe();
  const enabled = asked && !!me?.client && !me.isSuperadmin;
  const q = useQuery({
    queryKey: ['chiefs_dashboard', me?.user._id],
    enabled,
    staleTime: 5 * 60_000,
    retry: false,
    queryFn: async () =>
      (
        await api.get<{ result: { subordinates: number } }>(`/api/chiefs_dashboard/${me!.user._id}`, {
          quiet: true,
          background: true,
        })
      ).result,
  });
  return enabled && !!q.data && q.data.subordinates > 0;
}

/** The interface language; signed in, it is the profile's language too (one language per user). */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const me = useMe();
  const qc = useQueryClient();
  const current = normalizeLang(i18n.language) ?? 'ru';
  const choose = (l: Lang) => {
    setLang(l);
    // The superadmin belongs to no client: the choice stays in this browser.
    if (me?.client && !me.isSuperadmin)
      void api
        .put(`/api/user/${me.user._id}`, { lang: l }, { quiet: true })
        .then(() => qc.invalidateQueries({ queryKey: ['me'] }))
        .catch(() => undefined);
  };
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" size="lg" aria-label={`${t('header.language')}: ${t(`lang.${current}`)}`} data-testid="lang-switch">
          <IconLanguage size={20} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {LANGS.map((l) => (
          <Menu.Item key={l} onClick={() => choose(l)} fw={l === current ? 700 : 400} data-lang={l} lang={l}>
            {t(`lang.${l}`)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
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
  const { signOut } = useSession();
  const navigate = useNavigate();
  const theme = useDarkTheme();
  const unread = useUnread();
  const [menuOpened, setMenuOpened] = useState(false);
  const chief = useIsChief(menuOpened);
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
        <Menu position="bottom-end" withinPortal onOpen={() => setMenuOpened(true)}>
          <Menu.Target>
            <UnstyledButton aria-label={t('header.userMenu')} data-testid="user-menu">
              {/* No initials: the button's name is "User menu", and visible text must be part of it. */}
              <Avatar src={(me?.user.avatar as string | undefined) ?? null} radius="xl" size={32} alt="" color="blue" variant="filled" />
            </UnstyledButton>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Label>{me?.user.fullName}</Menu.Label>
            {me?.client && (
              <Menu.Item leftSection={<IconUser size={16} aria-hidden />} component={Link} to={`/profile/${me.user._id}`}>
                {t('header.myProfile')}
              </Menu.Item>
            )}
            {me?.client && chief && (
              <Menu.Item
                leftSection={<IconLayoutDashboard size={16} aria-hidden />}
                component={Link}
                to={`/chiefs_dashboard/${me.user._id}`}
              >
                {t('header.chiefsDashboard')}
              </Menu.Item>
            )}
            {theme.available && (
              <Menu.Item
                leftSection={<IconMoon size={16} aria-hidden />}
                onClick={theme.toggle}
                closeMenuOnClick={false}
                role="menuitemcheckbox"
                aria-checked={theme.dark}
                data-testid="dark-theme"
              >
                {t('header.darkTheme')}
              </Menu.Item>
            )}
            <Menu.Item
              leftSection={<IconLogout size={16} aria-hidden />}
              data-testid="logout"
              onClick={() => {
                disconnectRealtime({ logout: true });
                void signOut({ server: true }).then(() => navigate(SIGN_IN, { replace: true }));
              }}
            >
              {t('header.logout')}
            </Menu.Item>
          </Menu.Dropdown>
        </Menu>
      </Group>
    </Group>
  );
}
