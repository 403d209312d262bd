import { Container, Tabs, Title } from '@mantine/core';
import { useT } from '@atrium/sdk/ui';
import { useMine, useReceived } from './api.js';
import { FollowByCode } from './components/FollowByCode.js';
import { Reports } from './components/Reports.js';
import { SendForm } from './components/SendForm.js';

/** `/report_violation`: send a report, follow one by its code, one's own named reports, and the receivers' list. */
export function ReportPage() {
  const t = useT();
  const received = useReceived();
  const mine = useMine();
  return (
    <Container size="sm" px="xs">
      <Title order={2} mb="md">
        {t('title')}
      </Title>
      <Tabs defaultValue="send" keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="send">{t('tabs.send')}</Tabs.Tab>
          <Tabs.Tab value="follow">{t('tabs.follow')}</Tabs.Tab>
          {!!mine.data?.length && <Tabs.Tab value="mine">{t('tabs.mine')}</Tabs.Tab>}
          {received.isSuccess && <Tabs.Tab value="received">{t('tabs.received')}</Tabs.Tab>}
        </Tabs.List>
        <Tabs.Panel value="send">
          <SendForm />
        </Tabs.Panel>
        <Tabs.Panel value="follow">
          <FollowByCode />
        </Tabs.Panel>
        <Tabs.Panel value="mine">
          <Reports items={mine.data} loading={mine.isLoading} empty={t('list.empty')} />
        </Tabs.Panel>
        <Tabs.Panel value="received">
          <Reports items={received.data} loading={received.isLoading} empty={t('list.empty')} />
        </Tabs.Panel>
      </Tabs>
    </Container>
  );
}
