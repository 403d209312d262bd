import { useEffect } from 'react';
import { useMantineColorScheme } from '@mantine/core';
import { useMe } from '@atrium/sdk/ui';

const keyOf = (userId: string) => `atrium.colorScheme.${userId}`;

/**
 * Dark theme is a client feature: where the client has it on, each user chooses light or
 * dark (kept in this browser, per user); elsewhere, and signed out, the interface is light. Mantine's
 * colour scheme is the one state; this puts the user's choice into it whenever the user or the feature changes.
 */
export function ColorSchemeSync() {
  const me = useMe();
  const { setColorScheme } = useMantineColorScheme();
  const available = !!me?.features.includes('dark_theme');
  const userId = me?.user._id;
  useEffect(() => {
    setColorScheme(available && userId && localStorage.getItem(keyOf(userId)) === 'dark' ? 'dark' : 'light');
  }, [available, userId, setColorScheme]);
  return null;
}

/** The user menu's switch: shown where the client has the feature on. */
export function useDarkTheme(): { available: boolean; dark: boolean; toggle(): void } {
  const me = useMe();
  const { colorScheme, setColorScheme } = useMantineColorScheme();
  const available = !!me?.features.includes('dark_theme');
  const dark = available && colorScheme === 'dark';
  const toggle = () => {
    if (!me) return;
    const next = dark ? 'light' : 'dark';
    localStorage.setItem(keyOf(me.user._id), next);
    setColorScheme(next);
  };
  return { available, dark, toggle };
}
