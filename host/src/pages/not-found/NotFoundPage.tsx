import { Button, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';

/** `/404` and every path nobody claims: "page no longer relevant" (docs/core-screens.md, Rules). */
export default function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <Stack align="center" py="xl" data-testid="not-found">
      <Title order={1}>404</Title>
      <Title order={2} size="h3">
        {t('notFound.title')}
      </Title>
      <Text c="dimmed">{t('notFound.text')}</Text>
      <Button component={Link} to="/">
        {t('notFound.home')}
      </Button>
    </Stack>
  );
}
