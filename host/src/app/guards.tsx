import { useDeferredValue, useEffect, type ReactNode } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { Button, Center, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import type { MeInfo } from '@atrium/sdk/ui';
import { useSession, startPageOf } from '../session/SessionProvider.js';
import { getStartPage, rememberWanted } from '../session/storage.js';
import { ROLE_AREAS } from '../pages/registry.js';
import { usePluginsReady } from '../plugins/PluginsProvider.js';

export const SIGN_IN = '/login/';
/**
 * The company page, where the root and refused areas lead (docs/core-screens.md, Rules). A plugin may serve it (the
 * wall does); when none does for this user, it leads on to the first menu page (PluginRoutes).
 */
export const HOME = '/company';

/** Unauthenticated visitors go to sign-in; the path they wanted is remembered for after it. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { session, me, loading } = useSession();
  // The start asks for me and the plugins together: the shell renders once with both, not once with me
  // and again, whole, with its menu (each render of it is ~0.1 s of a phone's main thread).
  const pluginsReady = usePluginsReady();
  const location = useLocation();
  const qc = useQueryClient();
  const { t } = useTranslation();
  const ready = !loading && !(me && !pluginsReady);
  // The shell with its page is the start's largest render (on a phone's repeat visit a task of 0.6–1.1 s
  // after the kept page's paint, docs/benchmarks.md "Long tasks after the first paint"). A /api/me answer is a
  // react-query update, which React renders in one blocking task; a deferred value renders it again in the
  // background, in slices between which the browser paints and answers input, the loader staying until the
  // shell commits.
  const shellReady = useDeferredValue(ready, false);
  if (!session) {
    rememberWanted(location.pathname + location.search + location.hash);
    return <Navigate to={SIGN_IN} replace />;
  }
  if (!ready || !shellReady)
    return (
      <Center h="100vh">
        <Loader aria-label={t('app.loading')} />
      </Center>
    );
  if (!me)
    return (
      <Center h="100vh" component="main">
        <Stack align="center">
          <Text role="alert">{t('http.noResponse')}</Text>
          <Button variant="light" onClick={() => void qc.refetchQueries({ queryKey: ['me'] })}>
            {t('area.retry')}
          </Button>
        </Stack>
      </Center>
    );
  return <>{children}</>;
}

/** A screen's role: the superadmin's, an admin's, or a module administrator's (`analytics_admin`), which admins hold too. */
export type PageRole = 'superadmin' | 'admin' | `${string}_admin`;

export function roleAllows(me: MeInfo, role: PageRole | undefined) {
  if (!role) return true;
  if (role === 'superadmin') return me.isSuperadmin;
  return me.isAdmin || (role !== 'admin' && me.user.roles.includes(role));
}

/** `/clients` and `/app` for the superadmin, `/employees` for admins; others go to company. */
export function RoleGate({ children }: { children: ReactNode }) {
  const { me } = useSession();
  const { pathname } = useLocation();
  const area = ROLE_AREAS.find((a) => pathname === a.prefix || pathname.startsWith(`${a.prefix}/`));
  if (me && area && !roleAllows(me, area.role)) return <Redirect to={HOME} />;
  return <>{children}</>;
}

/** The root: clients for the superadmin, else the saved start page, else company. */
export function RootRedirect() {
  const { me } = useSession();
  if (!me) return null;
  // The start page is saved locally when /api/me answers; the client's setting is the source of truth.
  const to = me.isSuperadmin ? '/clients' : (startPageOf(me) ?? getStartPage() ?? HOME);
  return <Redirect to={to} />;
}

/**
 * A redirect within the shell (the root to the start page, the company page to the first menu page, a
 * refused area to the company page) that yields to the user. Navigate redirects in an effect, which on a
 * slow phone may run after the freshly drawn menu took a click: it would then replace the page the user
 * chose with the redirect's.
 */
export function Redirect({ to }: { to: string }) {
  const navigate = useNavigate();
  // Renders again, and so decides again, whenever the address changes.
  useLocation();
  // The address as the browser spells it: the router pushes a clicked link's address at once, before it
  // renders the page, so a different one by the time the effect runs is the user's choice.
  const from = window.location.pathname;
  useEffect(() => {
    if (window.location.pathname === from) void navigate(to, { replace: true });
  }, [navigate, from, to]);
  return null;
}
