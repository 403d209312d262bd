import { useEffect, useState } from 'react';
import { Button, Group, Image, Loader, Stack, Text, Title } from '@mantine/core';
import { useParams } from 'react-router';
import { RichText, Slot, useFormat, useMe, usePart, useRichTextReady, useSlot, useT } from '@atrium/sdk/ui';
import { ARTICLE_COMMENTS } from '../../shared/constants.js';
import { articleRoutes } from '../../shared/routes.js';
import { useBreadcrumbs, useCountView, useItem, useKbMutation } from '../api.js';
import { Crumbs } from '../components/Crumbs.js';
import { FileList } from '../components/FileList.js';
import { FilesTab } from '../components/FilesTab.js';
import { loadItemForm, preloadingItemForm } from '../parts.js';
import { hasRight } from '../rights.js';

/**
 * /article/{_id}: an article or file item with its author, content, files and attachments under the text, and
 * the article's comments (the wall's); counted as viewed once.
 */
export function ArticlePage() {
  const t = useT();
  const me = useMe();
  const format = useFormat();
  const comments = useSlot('wall.parentComments').length > 0;
  const { _id } = useParams();
  const item = useItem(_id);
  // The path above the title and the text's viewer: waited for with the item, so that neither pushes the page
  // down as it arrives (docs/benchmarks.md, "The article on a phone").
  const crumbs = useBreadcrumbs(_id);
  const textReady = useRichTextReady();
  const [editing, setEditing] = useState(false);
  const ItemForm = usePart(loadItemForm, editing);
  const view = useCountView();
  const favourite = useKbMutation((api, active: boolean) => api.call(articleRoutes.favourite, { params: { id: _id! }, body: { active } }));
  const viewed = item.data?._id;
  useEffect(() => {
    // Once per opened item; the server counts a view once per person, so asking again changes nothing.
    if (viewed && me) view.mutate(viewed);
  }, [viewed]);
  if (!item.data || crumbs.isPending || !textReady) return <Loader m="md" aria-label={t('loading')} />;
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
            <Button variant="default" onClick={() => setEditing(true)} {...preloadingItemForm}>
              {t('form.edit')}
            </Button>
          )}
        </Group>
      </Group>
      <Text size="sm" c="dimmed">
        {[a.author?.fullName, t('article.updated', { date: format.date(a.updatedAt) }), t('article.views', { count: a.views })]
          .filter(Boolean)
          .join(' · ')}
      </Text>
      {a.cover && <Image src={a.cover.path} alt="" mah={320} fit="cover" radius="sm" />}
      {a.kind === 'file' && a.url ? (
        <a href={a.url} target="_blank" rel="noopener noreferrer">
          {a.url}
        </a>
      ) : (
        <RichText html={a.content} />
      )}
      {a.canEdit && hasRight(me, 'kb_files') ? (
        <Section title={t('article.files')}>
          <FilesTab item={a} />
        </Section>
      ) : (
        a.files.length + a.attachments.length > 0 && (
          <Section title={t('article.files')}>
            <FileList files={[...a.files, ...a.attachments]} />
          </Section>
        )
      )}
      {a.kind === 'article' && comments && (
        <Section title={t('article.comments')}>
          <Slot name="wall.parentComments" props={{ parentType: ARTICLE_COMMENTS, parentId: a._id }} />
        </Section>
      )}
      {editing && ItemForm && (
        <ItemForm opened item={a} parentId={a.parentId} onClose={() => setEditing(false)} onSaved={() => setEditing(false)} />
      )}
    </Stack>
  );
}

/** A part under the text (its files, its comments) with its heading: the first-paint kit's, not a dialog kit's Divider. */
function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Stack gap="xs">
      <Title order={2} size="h4">
        {title}
      </Title>
      {children}
    </Stack>
  );
}
