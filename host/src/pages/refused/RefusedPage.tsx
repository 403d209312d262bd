import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';

export type Refusal = 'notFound' | 'noAccess';

/**
 * What a page that cannot be shown says, with a way back: `/404` and every path nobody claims ("page no longer
 * relevant", docs/core-screens.md, Rules), and `/403`, where a page whose own resource the server refuses
 * (`refused: 'page'`) leads instead of spinning under a toast.
 */
export function RefusedPage({ refusal }: { refusal: Refusal }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // The router numbers history entries: 0 is where the app was opened, so there is nothing of ours behind it.
  const canGoBack = ((window.history.state as { idx?: number } | null)?.idx ?? 0) > 0;
  return (
    <Stack align="center" py="xl" data-testid={refusal === 'notFound' ? 'not-found' : 'no-access'}>
      <Title order={1}>{refusal === 'notFound' ? 404 : 403}</Title>
      <Title order={2} size="h3">
        {t(`${refusal}.title`)}
      </Title>
      <Text c="dimmed" ta="center">
        {t(`${refusal}.text`)}
      </Text>
      <Group>
        {canGoBack && (
          <Button variant="default" onClick={() => navigate(-1)}>
            {t('refused.back')}
          </Button>
        )}
        <Button component={Link} to="/">
          {t('refused.home')}
        </Button>
      </Group>
    </Stack>
  );
}

export const NotFoundPage = () => <RefusedPage refusal="notFound" />;
export const NoAccessPage = () => <RefusedPage refusal="noAccess" />;
