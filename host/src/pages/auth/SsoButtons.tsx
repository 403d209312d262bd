import { useEffect, useState } from 'react';
// Only names of the first-paint kit (sdk/src/ui/kit/mantine-paint.ts): the sign-in page loads no more of Mantine.
import { Button, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { rememberSsoTrip } from './sign-in-call.js';

const TYPING_PAUSE_MS = 300;

interface ProviderButton {
  _id: string;
  name: string;
  kind: 'outlook' | 'oidc';
}

/**
 * "Sign in with …" for each provider of the workspace: the browser goes to the provider through
 * `GET /api/sso/{workspace}/{provider}/start` and comes back to `/authorize`. Nothing shows while the
 * workspace is unknown or has no provider.
 */
export function SsoButtons({ workspace }: { workspace: string }) {
  const { t } = useTranslation();
  const [providers, setProviders] = useState<ProviderButton[]>([]);
  useEffect(() => {
    setProviders([]);
    if (!/^[A-Za-z0-9]+$/.test(workspace)) return;
    const stop = new AbortController();
    // Asked once the typing pauses, not at every key.
    const timer = setTimeout(() => {
      fetch(`/api/sso/${workspace}/providers`, { signal: stop.signal, headers: { accept: 'application/json' } })
        .then((res) => (res.ok ? (res.json() as Promise<{ result: ProviderButton[] }>) : { result: [] }))
        .then(({ result }) => setProviders(result))
        .catch(() => undefined);
    }, TYPING_PAUSE_MS);
    return () => {
      clearTimeout(timer);
      stop.abort();
    };
  }, [workspace]);
  if (!providers.length) return null;
  return (
    <Stack gap="xs" data-testid="sso-buttons">
      <Text size="sm" c="dimmed" ta="center">
        {t('signin.ssoOr')}
      </Text>
      {providers.map((p) => (
        <Button
          key={p._id}
          variant="default"
          fullWidth
          component="a"
          href={`/api/sso/${workspace}/${p._id}/start`}
          onClick={() => rememberSsoTrip({ kind: p.kind, workspace })}
        >
          {t('signin.ssoWith', { name: p.name })}
        </Button>
      ))}
    </Stack>
  );
}
