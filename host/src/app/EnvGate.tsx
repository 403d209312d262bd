import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button, Center, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { api } from '../api/client.js';
import { applyVendor, savedVendor } from '../session/vendor.js';

/**
 * `GET /api/env` decides the vendor variant before anything else shows; when it answers nothing the
 * shell shows "No connection to server!" (docs/architecture.md, Web shell).
 */
export function EnvGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const q = useQuery({
    queryKey: ['env'],
    staleTime: Infinity,
    queryFn: async () => {
      const env = await api.get<{ vendor?: string }>('/api/env', { quiet: true });
      if (!env || typeof env !== 'object' || !env.vendor) throw new Error('empty environment');
      applyVendor(savedVendor() ?? env.vendor);
      return env;
    },
  });
  if (q.isPending)
    return (
      <Center h="100vh">
        <Loader aria-label={t('app.loading')} />
      </Center>
    );
  if (q.isError)
    return (
      <Center h="100vh" component="main">
        <Stack align="center">
          <Text size="xl" fw={600} role="alert" data-testid="no-connection">
            {t('app.noConnection')}
          </Text>
          <Button variant="light" onClick={() => void q.refetch()}>
            {t('area.retry')}
          </Button>
        </Stack>
      </Center>
    );
  return <>{children}</>;
}
