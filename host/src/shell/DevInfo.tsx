import { useEffect, useState } from 'react';
import { Code, Paper, Stack, Text, Title } from '@mantine/core';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useMe } from '@atrium/sdk/ui';
import { usePlugins } from '../plugins/PluginsProvider.js';

/** Ctrl+Shift+D toggles a panel with what a developer asks first: who, which client, which remotes. */
export function DevInfo() {
  const [open, setOpen] = useState(false);
  const { t, i18n } = useTranslation();
  const me = useMe();
  const plugins = usePlugins();
  const { pathname } = useLocation();
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.ctrlKey && e.shiftKey && (e.key === 'D' || e.key === 'd')) {
        e.preventDefault();
        setOpen((o) => !o);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
  if (!open) return null;
  return (
    <Paper
      withBorder
      shadow="md"
      p="sm"
      pos="fixed"
      bottom={72}
      right={16}
      maw={420}
      style={{ zIndex: 300 }}
      data-testid="dev-info"
      role="region"
      aria-label={t('app.devInfo')}
    >
      <Stack gap={4}>
        <Title order={2} size="h5">
          {t('app.devInfo')}
        </Title>
        <Text size="xs">
          user <Code>{me?.user._id}</Code> roles <Code>{me?.user.roles.join(',') || '-'}</Code>
        </Text>
        <Text size="xs">
          client <Code>{me?.client?.workspace ?? '-'}</Code> lang <Code>{i18n.language}</Code> path <Code>{pathname}</Code>
        </Text>
        <Text size="xs">
          features <Code>{me?.features.join(', ') || '-'}</Code>
        </Text>
        {plugins.map((p) => (
          <Text size="xs" key={p.code}>
            {p.code} <Code>{p.remoteEntry}</Code>
          </Text>
        ))}
        <Text size="xs" c="dimmed">
          {t('app.devHint')}
        </Text>
      </Stack>
    </Paper>
  );
}
