import { Anchor, List, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useMe } from '@atrium/sdk/ui';
import { PageHeader } from '../shared/ui.js';
import { savedVendor, vendorOf } from '../../session/vendor.js';

const PARTS = ['people', 'structure', 'news', 'notifications', 'modules'] as const;

/** `/about/`: what the portal is, which company runs it and whom to ask. */
export default function AboutPage() {
  const { t } = useTranslation();
  const me = useMe();
  const vendor = vendorOf(me?.client?.vendor ?? savedVendor());
  return (
    <Stack maw={860}>
      <PageHeader title={t('about.title', { vendor: vendor.title })} />
      <Paper withBorder p="md">
        <Stack>
          <Text>{t('about.intro', { vendor: vendor.title, company: me?.client?.name ?? '' })}</Text>
          <Title order={2} size="h4">
            {t('about.whatTitle')}
          </Title>
          <List spacing="xs">
            {PARTS.map((p) => (
              <List.Item key={p}>{t(`about.parts.${p}`)}</List.Item>
            ))}
          </List>
          <Text>
            {t('about.questions')}{' '}
            <Anchor component={Link} to="/help/">
              {t('help.title')}
            </Anchor>
          </Text>
        </Stack>
      </Paper>
    </Stack>
  );
}
