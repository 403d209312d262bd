import { Suspense } from 'react';
import { AppShell, Box } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { Outlet, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { AreaLoader, Slot, useMe } from '@atrium/sdk/ui';
import { Header } from './Header.js';
import { SideNav } from './SideNav.js';
import { Footer, MobileFooter } from './Footer.js';
import { DevInfo } from './DevInfo.js';
import { RealtimeBridge } from './RealtimeBridge.js';
import { useMainMenu } from './menu.js';
import { fontStyle, headerStyle, pageStyle, sidePanelStyle, useClientDesign } from './design.js';
import { useSessionReport, useVisitReport } from './reports.js';
import { usePlugins } from '../plugins/PluginsProvider.js';
import { useShellWorker } from '../service-worker/register.js';
import { useKeptPage } from './kept-page.js';

/** Phones and small tablets (below the "mobile" breakpoint of 769 px) get the mobile footer and menu. */
export const PHONE_QUERY = '(max-width: 768.98px)';

/** Side navigation, header, routed page area and footer (docs/architecture.md, Shell pieces). */
export function Layout() {
  const { t } = useTranslation();
  const me = useMe();
  const plugins = usePlugins();
  const [opened, { toggle, close, open }] = useDisclosure(false);
  // Read at the first render (there is no server rendering): read in an effect, as by default, it rendered
  // the whole shell a second time.
  const phone = useMediaQuery(PHONE_QUERY, undefined, { getInitialValueInEffect: false }) ?? false;
  const items = useMainMenu();
  const design = useClientDesign();
  const { pathname } = useLocation();
  // The superadmin outside a client still gets a menu: clients and the application settings.
  const withNav = !!me?.user && (!!me.client || me.isSuperadmin);
  const employee = !!me?.client && !me.isSuperadmin;
  const bottomBar = phone && withNav;
  useSessionReport(employee);
  useVisitReport(plugins, employee);
  useShellWorker(!!me?.user);
  useKeptPage(me?.user._id);
  // The mood meter is a plugin's slot; it decides itself whether a meter is due.
  const moodShown = employee && !me?.client?.settings?.hideMoodMeter;

  return (
    <AppShell
      header={{ height: 56 }}
      navbar={withNav ? { width: 260, breakpoint: 'sm', collapsed: { mobile: !opened } } : undefined}
      // Only the phone's bottom bar is fixed (the main area is padded for it); the desktop footer ends the page in
      // the flow, so it never covers a page's controls (a chat's Send button, a month's last week).
      footer={bottomBar ? { height: 60 } : undefined}
      padding="md"
      style={fontStyle(design)}
    >
      <a className="skip-link" href="#main">
        {t('app.skip')}
      </a>
      <AppShell.Header data-testid="shell-header" style={headerStyle(design)}>
        <Header opened={opened} toggle={toggle} showBurger={withNav} logo={design.logo ?? null} />
      </AppShell.Header>
      {withNav && (
        // Collapsed on a phone, the menu is out of the tab order and of the accessibility tree.
        <AppShell.Navbar
          p="xs"
          data-testid="shell-nav"
          style={{ ...sidePanelStyle(design), ...(phone && !opened ? { visibility: 'hidden' } : {}) }}
        >
          <SideNav items={items} onNavigate={close} />
        </AppShell.Navbar>
      )}
      <AppShell.Main id="main" style={{ ...pageStyle(design), display: 'flex', flexDirection: 'column' }}>
        <Box flex={1}>
          <Suspense fallback={<AreaLoader />} key={pathname}>
            <Outlet />
          </Suspense>
          {/* The question waits until the page is quiet: it never competes with the first screen. */}
          {moodShown && <Slot name="shell.mood" defer />}
        </Box>
        {!bottomBar && <Footer />}
      </AppShell.Main>
      {bottomBar && (
        <AppShell.Footer>
          <MobileFooter items={items} openMenu={open} />
        </AppShell.Footer>
      )}
      <DevInfo />
      <RealtimeBridge />
    </AppShell>
  );
}
