import { useState } from 'react';
import { Menu } from '@mantine/core';
import { IconLayoutDashboard, IconLogout, IconMoon, IconUser } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { useMe, type DeferredProps } from '@atrium/sdk/ui';
import { api } from '../api/client.js';
import { useSession } from '../session/SessionProvider.js';
import { SIGN_IN } from '../app/guards.js';
import { disconnectRealtime } from './realtime.js';
import { useDarkTheme } from './color-scheme.js';

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

/** The header's user menu, loaded after the page (Header.tsx, `Deferred`): profile, chief's dashboard, dark theme, logout. */
export default function UserMenu({ target, defaultOpened }: DeferredProps) {
  const { t } = useTranslation();
  const me = useMe();
  const { signOut } = useSession();
  const navigate = useNavigate();
  const theme = useDarkTheme();
  const [menuOpened, setMenuOpened] = useState(defaultOpened);
  const chief = useIsChief(menuOpened);
  return (
    <Menu position="bottom-end" withinPortal defaultOpened={defaultOpened} onOpen={() => setMenuOpened(true)}>
      <Menu.Target>{target}</Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{me?.user.fullName}</Menu.Label>
        {me?.client && (
          <Menu.Item leftSection={<IconUser size={16} aria-hidden />} component={Link} to={`/profile/${me.user._id}`}>
            {t('header.myProfile')}
          </Menu.Item>
        )}
        {me?.client && chief && (
          <Menu.Item leftSection={<IconLayoutDashboard size={16} aria-hidden />} component={Link} to={`/chiefs_dashboard/${me.user._id}`}>
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
  );
}
