import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { MantineProvider, createTheme, type CSSVariablesResolver, type MantineThemeOverride } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router';
import { SessionProvider } from '../session/SessionProvider.js';
import { EnvGate } from './EnvGate.js';
import { AppRoutes } from './AppRoutes.js';
import { ErrorDialog } from '../shell/ErrorDialog.js';
import { Toasts } from '../shell/Toasts.js';
import { HostProvider } from './HostProvider.js';
import { ColorSchemeSync } from '../shell/color-scheme.js';
import { KeptPageSwap } from '../shell/kept-page.js';
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
// Styles of the date fields plugins use (@mantine/dates is provided by the host, its JavaScript loaded on first use).
import '@mantine/dates/styles.css';
import './global.css';

/** Breakpoints (docs/architecture.md, Limits): phone 481, mobile 769, tablet 1025, mac 1281. */
const baseTheme = {
  breakpoints: { xs: '30.0625em', sm: '48.0625em', md: '64.0625em', lg: '80.0625em', xl: '96em' },
  primaryColor: 'blue',
  // Shade 8 keeps links and active menu entries above the WCAG AA contrast ratio on light backgrounds.
  primaryShade: 8,
  // People who ask their system for less motion get no transitions.
  respectReducedMotion: true,
  defaultRadius: 'md',
} satisfies MantineThemeOverride;

/**
 * The kit's icon-only buttons (closing a dialog, an alert or a toast; the colour picker's eye dropper)
 * get names in the reader's language: a button without a name is a critical axe violation. A loader is a
 * live status, so the name screens give it ("Loading…") is announced and allowed (a plain span may not have one).
 */
function useTheme() {
  const { t, i18n } = useTranslation();
  return useMemo(() => {
    const close = { 'aria-label': t('screens.close') };
    // A dialog's <header> sits in a section whose role is dialog, which does not scope it: it would be a
    // second banner beside the shell's header (axe, landmark-no-duplicate-banner) while the dialog is open.
    const header = { header: { role: 'presentation' } };
    return createTheme({
      ...baseTheme,
      components: {
        Modal: { defaultProps: { closeButtonProps: close, attributes: header } },
        Drawer: { defaultProps: { closeButtonProps: close, attributes: header } },
        Alert: { defaultProps: { closeButtonLabel: t('screens.close') } },
        Notification: { defaultProps: { closeButtonProps: close } },
        ColorInput: { defaultProps: { eyeDropperButtonProps: { 'aria-label': t('screens.pickColour') } } },
        Loader: { defaultProps: { role: 'status' } },
      },
    });
  }, [i18n.language, t]);
}

/**
 * Dimmed text one step darker than Mantine's default, for the same reason. `--atrium-dimmed` keeps it
 * for cards on a page whose client colours redefine the page's dimmed text (global.css). Field errors
 * (the message and the invalid input's text) are darker red than Mantine's red 6 for the same ratio.
 */
const cssVariablesResolver: CSSVariablesResolver = (t) => ({
  variables: {},
  light: {
    '--atrium-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-dimmed': 'var(--atrium-dimmed)',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
    // Light badges and buttons write their text, and filled ones sit, on the colour's darkest shade deepened a
    // little further: green, teal, orange and yellow fall below 4.5:1 on white even at shade 9 (axe, WCAG 1.4.3).
    ...Object.fromEntries(
      Object.keys(t.colors).flatMap((c) => [
        [`--mantine-color-${c}-light-color`, `color-mix(in srgb, var(--mantine-color-${c}-9) 72%, black)`],
        [`--mantine-color-${c}-filled`, `color-mix(in srgb, var(--mantine-color-${c}-9) 80%, black)`],
        [`--mantine-color-${c}-filled-hover`, `color-mix(in srgb, var(--mantine-color-${c}-9) 65%, black)`],
      ]),
    ),
  },
  dark: {},
});

const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } },
});

export function App() {
  const theme = useTheme();
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
      <Toasts />
      <QueryClientProvider client={queryClient}>
        <KeptPageSwap />
        <BrowserRouter>
          <EnvGate>
            <SessionProvider>
              <HostProvider>
                <ColorSchemeSync />
                <AppRoutes />
                <ErrorDialog />
              </HostProvider>
            </SessionProvider>
          </EnvGate>
        </BrowserRouter>
      </QueryClientProvider>
    </MantineProvider>
  );
}
