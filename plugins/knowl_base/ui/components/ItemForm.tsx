import { useState } from 'react';
import { Alert, Button, Group, Modal, NumberInput, SegmentedControl, Stack, Switch, TagsInput, TextInput } from '@mantine/core';
import type { Grant } from '@atrium/sdk/shared';
import { AudiencePicker, useMe, useRuleText, useT, type RuleSource } from '@atrium/sdk/ui';
import type { z } from 'zod';
import { TAGS_MAX, TITLE_MAX, SUBTITLE_MAX, type ArticleKind } from '../../shared/constants.js';
import { ArticleInput } from '../../shared/schemas.js';
import { articleRoutes } from '../../shared/routes.js';
import type { ArticleView } from '../../shared/types.js';
import { useKbMutation } from '../api.js';
import { ContentEditor } from './ContentEditor.js';
import { FilePicker, type PickedFile } from './FilePicker.js';
import { hasRight } from '../rights.js';

type Body = z.input<typeof ArticleInput>;

/** The shared schema's (the server's) rules the body breaks, in the user's language, by the first segment of each issue's path. */
function problems(body: Body, text: (s: RuleSource) => string): Record<string, string> {
  const parsed = ArticleInput.safeParse(body);
  if (parsed.success) return {};
  return Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0] ?? ''), text(i)]));
}

/**
 * Creating or changing an item in a modal: kind (on create), title, subtitle, content of an article,
 * link of a file item, tags, its own rights, and a vacancy's salary. Checked by the shared schema first.
 */
export function ItemForm(props: {
  opened: boolean;
  onClose(): void;
  onSaved(id: string): void;
  parentId: string | null;
  section?: 'vacancy';
  item?: ArticleView;
  kinds?: ArticleKind[];
}) {
  const t = useT();
  const text = useRuleText();
  const { item } = props;
  const [kind, setKind] = useState<ArticleKind>(item?.kind ?? props.kinds?.[0] ?? 'article');
  const [title, setTitle] = useState(item?.title ?? '');
  const [subtitle, setSubtitle] = useState(item?.subtitle ?? '');
  const [content, setContent] = useState(item?.content ?? '');
  const [url, setUrl] = useState(item?.url ?? '');
  const [tags, setTags] = useState<string[]>(item?.tags ?? []);
  const [own, setOwn] = useState(!!item?.ownGrants);
  // Own rights start from "everyone reads", which the author then narrows.
  const [grants, setGrants] = useState<Grant[]>(item?.grants ?? [{ level: 'read', audience: 'everyone' }]);
  const [salaryFrom, setSalaryFrom] = useState<number | null>(item?.vacancy?.salaryFrom ?? null);
  const [salaryTo, setSalaryTo] = useState<number | null>(item?.vacancy?.salaryTo ?? null);
  const picked = (f: { _id: string; filename: string }): PickedFile => ({ _id: f._id, name: f.filename });
  const [files, setFiles] = useState<PickedFile[]>(item?.files.map(picked) ?? []);
  const [attachments, setAttachments] = useState<PickedFile[]>(item?.attachments.map(picked) ?? []);
  const [cover, setCover] = useState<PickedFile[]>(item?.cover ? [{ _id: item.cover._id, name: t('form.cover') }] : []);
  const me = useMe();
  const [tried, setTried] = useState(false);
  const section = props.section ?? '';
  const decidesReaders = !item || item.canChangeReaders;
  const body: Body = {
    kind,
    parentId: item ? item.parentId : props.parentId,
    section,
    title,
    subtitle,
    content,
    url: kind === 'file' && url ? url : null,
    tags,
    files: files.map((f) => ({ file: f._id })),
    attachments: attachments.map((f) => ({ file: f._id })),
    cover: cover[0]?._id ?? null,
    thumb: item?.thumb?._id ?? null,
    // Who reads an item is its author's and the administrators' to decide; other writers leave it as it is.
    ...(decidesReaders ? { grants: own ? grants : null } : {}),
    vacancy: section === 'vacancy' ? { salaryFrom, salaryTo } : null,
  };
  const errors = tried ? problems(body, text) : {};
  const save = useKbMutation((api, b: Body) =>
    item
      ? api.call(articleRoutes.update, { params: { id: item._id }, body: b as never }, { quiet: true })
      : api.call(articleRoutes.create, { body: b as never }, { quiet: true }),
  );
  const submit = () => {
    setTried(true);
    if (Object.keys(problems(body, text)).length) return;
    save.mutate(body, { onSuccess: (r) => props.onSaved(r.result._id) });
  };
  const e = (field: string) => errors[field];
  return (
    <Modal opened={props.opened} onClose={props.onClose} title={t(item ? 'form.edit' : section ? 'form.newVacancy' : 'form.new')} size="lg">
      <Stack>
        {!item && !section && (
          <SegmentedControl
            aria-label={t('form.kind')}
            value={kind}
            onChange={(v) => setKind(v as ArticleKind)}
            data={(props.kinds ?? (['article', 'folder', 'file'] as ArticleKind[])).map((k) => ({ value: k, label: t(`kind.${k}`) }))}
          />
        )}
        <TextInput
          label={t(section ? 'form.header' : 'form.title')}
          required
          value={title}
          maxLength={TITLE_MAX}
          onChange={(ev) => setTitle(ev.currentTarget.value)}
          error={e('title')}
        />
        {kind !== 'file' && (
          <TextInput
            label={t('form.subtitle')}
            value={subtitle}
            maxLength={SUBTITLE_MAX}
            onChange={(ev) => setSubtitle(ev.currentTarget.value)}
          />
        )}
        {kind === 'article' && (
          <ContentEditor label={t(section ? 'form.body' : 'form.content')} value={content} onChange={setContent} error={e('content')} />
        )}
        {kind === 'file' && (
          <TextInput label={t('form.url')} value={url} onChange={(ev) => setUrl(ev.currentTarget.value)} error={e('files') ?? e('url')} />
        )}
        {section === 'vacancy' && (
          <Group grow>
            <NumberInput
              label={t('vacancy.salaryFrom')}
              min={0}
              value={salaryFrom ?? ''}
              onChange={(v) => setSalaryFrom(typeof v === 'number' ? v : null)}
            />
            <NumberInput
              label={t('vacancy.salaryTo')}
              min={0}
              value={salaryTo ?? ''}
              onChange={(v) => setSalaryTo(typeof v === 'number' ? v : null)}
              error={e('vacancy')}
            />
          </Group>
        )}
        {kind === 'file' && hasRight(me, 'kb_files') && (
          <FilePicker label={t('form.files')} value={files} onChange={setFiles} error={e('files')} />
        )}
        {kind === 'article' && (
          <FilePicker label={t('form.attachments')} value={attachments} onChange={setAttachments} error={e('attachments')} />
        )}
        {kind !== 'file' && (
          <FilePicker label={t('form.cover')} value={cover} onChange={setCover} accept="image/*" multiple={false} error={e('cover')} />
        )}
        <TagsInput label={t('form.tags')} value={tags} onChange={setTags} maxTags={TAGS_MAX} />
        {!section && decidesReaders && (
          <>
            <Switch label={t('form.ownRights')} checked={own} onChange={(ev) => setOwn(ev.currentTarget.checked)} />
            {own && <AudiencePicker value={grants} onChange={setGrants} />}
          </>
        )}
        {save.error && <Alert color="red">{text(save.error)}</Alert>}
        <Group justify="flex-end">
          <Button variant="default" onClick={props.onClose}>
            {t('form.cancel')}
          </Button>
          <Button onClick={submit} loading={save.isPending}>
            {t('form.save')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
