import { Accordion, Anchor, Paper, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useMe } from '@atrium/sdk/ui';
import { PageHeader } from '../shared/ui.js';

/** Questions employees ask first, with links to the screen that answers them. */
const TOPICS: { key: string; to?: string; admin?: boolean }[] = [
  { key: 'search', to: '/search' },
  { key: 'profile', to: '/profile' },
  { key: 'colleagues', to: '/addressBook/' },
  { key: 'structure', to: '/structure_new' },
  { key: 'notifications', to: '/notifications' },
  { key: 'password' },
  { key: 'language' },
  { key: 'employees', to: '/employees/', admin: true },
  { key: 'admin', to: '/admin/', admin: true },
];

/** `/help/`: short answers to the common questions. */
export default function HelpPage() {
  const { t } = useTranslation();
  const me = useMe();
  const topics = TOPICS.filter((x) => !x.admin || me?.isAdmin);
  return (
    <Stack maw={860}>
      <PageHeader title={t('help.title')} />
      <Paper withBorder p={{ base: 'xs', sm: 'md' }}>
        <Accordion variant="separated" data-testid="help">
          {topics.map((x) => (
            <Accordion.Item key={x.key} value={x.key}>
              <Accordion.Control>{t(`help.topics.${x.key}.q`)}</Accordion.Control>
              <Accordion.Panel>
                <Text size="sm">{t(`help.topics.${x.key}.a`)}</Text>
                {x.to && (
                  <Anchor component={Link} to={x.to} size="sm">
                    {t('help.open')}
                  </Anchor>
                )}
              </Accordion.Panel>
            </Accordion.Item>
          ))}
        </Accordion>
      </Paper>
      <Text size="sm" c="dimmed">
        {t('help.contact')}
      </Text>
    </Stack>
  );
}
