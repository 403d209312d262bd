import { useState } from 'react';
import { IconLink } from '@tabler/icons-react';
import { ActionIcon, Anchor, Button, Card, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { usePart, useApi, useMe, useRuleText, useT } from '@atrium/sdk/ui';
import { formCheck, preloadFormSchemas } from '../schemas.js';
import { wallRoutes } from '../../shared/routes.js';

const loadLinksSwitch = () => import('./LinksSwitch.js');

/** The company links block; administrators switch it on and add or remove links (title and a valid URL). */
export function LinksWidget() {
  const t = useT();
  const ruleText = useRuleText();
  const api = useApi();
  const me = useMe();
  const qc = useQueryClient();
  const clientId = me?.client?._id;
  const key = ['wall', 'links', clientId];
  const block = useQuery({
    queryKey: key,
    enabled: !!clientId,
    queryFn: () => api.call(wallRoutes.links, { params: { client: clientId! } }).then((r) => r.result),
  });
  const [title, setTitle] = useState('');
  const [link, setLink] = useState('');
  const [errors, setErrors] = useState<{ title?: string; link?: string }>({});
  const done = () => qc.invalidateQueries({ queryKey: key });
  const toggle = useMutation({
    mutationFn: (active: boolean) => api.call(wallRoutes.toggleLinks, { body: { module: 'company', active } }),
    onSuccess: done,
  });
  const add = useMutation({
    mutationFn: (b: { title: string; link: string }) => api.call(wallRoutes.addLink, { params: { block: block.data!._id! }, body: b }),
    onSuccess: () => {
      setTitle('');
      setLink('');
      void done();
    },
  });
  const LinksSwitch = usePart(loadLinksSwitch, !!me?.isAdmin);
  const remove = useMutation({
    mutationFn: (id: string) => api.call(wallRoutes.removeLink, { params: { block: block.data!._id!, link: id } }),
    onSuccess: done,
  });
  const b = block.data;
  if (!b || (!b.active && !me?.isAdmin)) return null;
  const submit = async () => {
    const parsed = await formCheck('LinkBody', { title, link });
    if (parsed && !parsed.success) {
      const e: { title?: string; link?: string } = {};
      for (const i of parsed.error.issues) e[i.path[0] as 'title' | 'link'] ??= ruleText(i);
      return setErrors(e);
    }
    setErrors({});
    add.mutate(parsed?.data ?? { title, link });
  };
  return (
    <Card withBorder radius="md" data-testid="widget-links">
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h4">
          <IconLink size={18} style={{ verticalAlign: 'middle', marginRight: 6 }} aria-hidden />
          {t('widgets.links')}
        </Title>
        {LinksSwitch && <LinksSwitch checked={b.active} onChange={(on) => toggle.mutate(on)} />}
      </Group>
      <Stack gap={6}>
        {b.links.map((l) => (
          <Group key={l._id} justify="space-between" wrap="nowrap">
            <Anchor href={l.link} target="_blank" rel="noreferrer" size="sm">
              {l.title}
            </Anchor>
            {me?.isAdmin && (
              <ActionIcon size="sm" variant="subtle" color="red" aria-label={t('delete')} onClick={() => remove.mutate(l._id)}>
                ✕
              </ActionIcon>
            )}
          </Group>
        ))}
        {!b.links.length && (
          <Text size="sm" c="dimmed">
            {t('widgets.noLinks')}
          </Text>
        )}
        {me?.isAdmin && b.active && b._id && (
          <Stack gap={4} mt="xs">
            <TextInput
              size="xs"
              placeholder={t('widgets.linkTitle')}
              aria-label={t('widgets.linkTitle')}
              value={title}
              error={errors.title}
              onFocus={preloadFormSchemas}
              onChange={(e) => setTitle(e.currentTarget.value)}
            />
            <TextInput
              size="xs"
              placeholder="https://"
              aria-label={t('widgets.linkUrl')}
              value={link}
              error={errors.link}
              onChange={(e) => setLink(e.currentTarget.value)}
            />
            <Button size="xs" onClick={() => void submit()} loading={add.isPending}>
              {t('widgets.addLink')}
            </Button>
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
