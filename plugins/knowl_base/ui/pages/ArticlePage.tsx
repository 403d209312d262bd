import { useEffect, useState } from 'react';
import { Button, Group, Image, Loader, Stack, Tabs, Text, Title } from '@mantine/core';
import { useParams } from 'react-router';
import { useMe, useT } from '@atrium/sdk/ui';
import { articleRoutes } from '../../shared/routes.js';
import { useItem, useKbMutation } from '../api.js';
import { Crumbs } from '../components/Crumbs.js';
import { FileList } from '../components/FileList.js';
import { FilesTab } from '../components/FilesTab.js';
import { ItemForm } from '../components/ItemForm.js';
import { RichText } from '../components/RichText.js';
import { hasRight } from '../rights.js';

/** /article/{_id}: an article or file item with its content, files and attachments; counted as viewed once. */
export function ArticlePage() {
  const t = useT();
  const me = useMe();
  const { _id } = useParams();
  const item = useItem(_id);
  const [editing, setEditing] = useState(false);
  const view = useKbMutation((api, id: string) => api.call(articleRoutes.view, { params: { id, userId: me!.user._id } }, { quiet: true }));
  const favourite = useKbMutation((api, active: boolean) => api.call(articleRoutes.favourite, { params: { id: _id! }, body: { active } }));
  const viewed = item.data?._id;
  useEffect(() => {
    // Once per opened item; the server counts a view once per person, so asking again changes nothing.
    if (viewed && me) view.mutate(viewed);
  }, [viewed]);
  if (!item.data) return <Loader m="md" aria-label={t('loading')} />;
  const a = item.data;
  return (
    <Stack p="md" maw={960}>
      <Crumbs id={a._id} />
      <Group justify="space-between" align="flex-start">
        <Stack gap={2}>
          <Title order={1} size="h2">
            {a.title}
          </Title>
          {a.subtitle && <Text c="dimmed">{a.subtitle}</Text>}
        </Stack>
        <Group gap="xs">
          <Button variant={a.favourite ? 'filled' : 'default'} aria-pressed={a.favourite} onClick={() => favourite.mutate(!a.favourite)}>
            {t(a.favourite ? 'article.unfavourite' : 'article.favourite')}
          </Button>
          {a.canEdit && (
            <Button variant="default" onClick={() => setEditing(true)}>
              {t('form.edit')}
            </Button>
          )}
        </Group>
      </Group>
      <Text size="sm" c="dimmed">
        {t('article.views', { count: a.views })}
      </Text>
      {a.cover && <Image src={a.cover.path} alt="" mah={320} fit="cover" radius="sm" />}
      <Tabs defaultValue="content" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="content">{t('tabs.content')}</Tabs.Tab>
          <Tabs.Tab value="files">{t('tabs.files', { count: a.files.length + a.attachments.length })}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="content" pt="md">
          {a.kind === 'file' && a.url ? (
            <a href={a.url} target="_blank" rel="noopener noreferrer">
              {a.url}
            </a>
          ) : (
            <RichText html={a.content} />
          )}
        </Tabs.Panel>
        <Tabs.Panel value="files" pt="md">
          {a.canEdit && hasRight(me, 'kb_files') ? <FilesTab item={a} /> : <FileList files={[...a.files, ...a.attachments]} />}
        </Tabs.Panel>
      </Tabs>
      {editing && <ItemForm opened item={a} parentId={a.parentId} onClose={() => setEditing(false)} onSaved={() => setEditing(false)} />}
    </Stack>
  );
}
