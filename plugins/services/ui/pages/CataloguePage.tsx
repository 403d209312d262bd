import { useState } from 'react';
import { Anchor, Button, Card, Group, Loader, SimpleGrid, Stack, Tabs, Text, TextInput, Title } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { useAbility, useRuleText, useT } from '@atrium/sdk/ui';
import { servicesRoutes } from '../../shared/routes.js';
import { useCatalogue, useGroups, useServicesMutation } from '../api.js';
import { MyRequests, WaitingForMe } from './RequestsTabs.js';

/** /services: the catalogue, the caller's requests and what waits for them, as tabs (`?tab=`, so a link opens one). */
export function CataloguePage() {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const manage = useAbility().can('manage', 'Service');
  const tab = params.get('tab') ?? 'catalogue';
  return (
    <Stack p="md" gap="md">
      <Group justify="space-between" wrap="wrap">
        <Title order={1}>{t('title')}</Title>
        {manage && (
          <Button component={Link} to="/service/new">
            {t('editor.add')}
          </Button>
        )}
      </Group>
      <Tabs value={tab} onChange={(v) => setParams(v && v !== 'catalogue' ? { tab: v } : {})} keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="catalogue">{t('tabs.catalogue')}</Tabs.Tab>
          <Tabs.Tab value="mine">{t('tabs.mine')}</Tabs.Tab>
          <Tabs.Tab value="waiting">{t('tabs.waiting')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="catalogue" pt="md">
          <Catalogue />
        </Tabs.Panel>
        <Tabs.Panel value="mine" pt="md">
          <MyRequests />
        </Tabs.Panel>
        <Tabs.Panel value="waiting" pt="md">
          <WaitingForMe />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}

/** The catalogue by group, with a search over names and descriptions; managers add groups here. */
function Catalogue() {
  const t = useT();
  const groups = useGroups();
  const services = useCatalogue();
  const [search, setSearch] = useState('');
  const manage = useAbility().can('manage', 'Service');
  if (!groups.data || !services.data) return <Loader m="md" aria-label={t('requests.loading')} />;
  const words = search.trim().toLowerCase();
  const shown = services.data.filter((s) => !words || `${s.name} ${s.description}`.toLowerCase().includes(words));
  return (
    <Stack gap="md">
      <TextInput label={t('catalogue.search')} value={search} onChange={(e) => setSearch(e.currentTarget.value)} maw={420} />
      {manage && <AddGroup />}
      {groups.data.map((g) => {
        const inGroup = shown.filter((s) => s.groupId === g._id);
        if (!inGroup.length && !manage) return null;
        return (
          <Stack key={g._id} gap="xs" component="section" aria-label={g.name}>
            <Title order={2} size="h3">
              {g.name}
            </Title>
            {!inGroup.length && <Text c="dimmed">{t('catalogue.emptyGroup')}</Text>}
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
              {inGroup.map((s) => (
                <Card key={s._id} withBorder padding="md">
                  <Anchor component={Link} to={`/service/${s._id}`} fw={600}>
                    {s.name}
                  </Anchor>
                  <Text size="sm" lineClamp={3} style={{ wordBreak: 'break-word' }}>
                    {s.description}
                  </Text>
                  <Text size="xs" c="dimmed" mt="xs">
                    {t('service.stepCount', { count: s.steps })}
                  </Text>
                </Card>
              ))}
            </SimpleGrid>
          </Stack>
        );
      })}
      {!shown.length && <Text c="dimmed">{t('catalogue.empty')}</Text>}
    </Stack>
  );
}

/** A new group's name; the server's refusal shows at the field. */
function AddGroup() {
  const t = useT();
  const text = useRuleText();
  const [name, setName] = useState('');
  const add = useServicesMutation((api, body: { name: string }) => api.call(servicesRoutes.createGroup, { body }, { quiet: true }));
  return (
    <form noValidate onSubmit={(e) => (e.preventDefault(), add.mutate({ name }, { onSuccess: () => setName('') }))}>
      <Group align="end">
        <TextInput
          label={t('catalogue.groupName')}
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
          error={add.error ? text(add.error) : undefined}
        />
        <Button type="submit" loading={add.isPending}>
          {t('catalogue.addGroup')}
        </Button>
      </Group>
    </form>
  );
}
