import { Suspense, useEffect } from 'react';
import { Route, Routes, useLocation, useNavigate } from 'react-router';
import { Area, AreaLoader } from '@atrium/sdk/ui';
import { corePages, NotFoundPage } from '../pages/registry.js';
import { HOME, Redirect, RequireAuth, RoleGate, RootRedirect, SIGN_IN, roleAllows } from './guards.js';
import { Layout } from '../shell/Layout.js';
import { PluginRoutes } from '../plugins/PluginRoutes.js';
import { setFailureActions } from '../api/client.js';
import { setToastNavigator } from '../shell/toast.js';
import { useSession } from '../session/SessionProvider.js';
import { rememberWanted } from '../session/storage.js';

/** Connects failure handling (401, 404 on a page) and toast clicks to the router. */
function NavigationBridge() {
  const navigate = useNavigate();
  const location = useLocation();
  const { signOut } = useSession();
  useEffect(() => {
    setFailureActions({
      signedOut: () => {
        const here = window.location.pathname + window.location.search;
        if (!here.startsWith('/login')) rememberWanted(here);
        void signOut().then(() => navigate(SIGN_IN, { replace: true }));
      },
      notFoundPage: () => navigate('/404', { replace: true }),
      noAccessPage: () => navigate('/403', { replace: true }),
    });
    setToastNavigator((to) => navigate(to));
  }, [navigate, signOut, location.key]);
  return null;
}

function GuardedPage({ page }: { page: (typeof corePages)[number] }) {
  const { me } = useSession();
  if (me && (!roleAllows(me, page.role) || (page.feature && !me.features.includes(page.feature)))) return <Redirect to={HOME} />;
  return <page.Component />;
}

export function AppRoutes() {
  const { pathname } = useLocation();
  const publicPages = corePages.filter((p) => p.public);
  const mainPages = corePages.filter((p) => !p.public);
  return (
    <>
      <NavigationBridge />
      <Routes>
        {publicPages.map((p) => (
          <Route
            key={p.path}
            path={p.path}
            element={
              <Suspense fallback={<AreaLoader />}>
                <Area area={p.path} resetKey={pathname}>
                  <p.Component />
                </Area>
              </Suspense>
            }
          />
        ))}
        <Route
          element={
            <RequireAuth>
              <RoleGate>
                <Layout />
              </RoleGate>
            </RequireAuth>
          }
        >
          <Route index element={<RootRedirect />} />
          {mainPages.map((p) => (
            <Route
              key={p.path}
              path={p.path}
              element={
                <Area area={p.path} resetKey={pathname}>
                  <GuardedPage page={p} />
                </Area>
              }
            />
          ))}
          <Route path="*" element={<PluginRoutes notFound={<NotFoundPage />} />} />
        </Route>
      </Routes>
    </>
  );
}
