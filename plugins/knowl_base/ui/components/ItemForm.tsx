import { Alert, Button, Group, Modal, NumberInput, SegmentedControl, Select, Stack, Switch, TagsInput, TextInput } from '@mantine/core';
import { CURRENCIES, type Currency, type Grant } from '@atrium/sdk/shared';
import { AudiencePicker, FilesField, PeoplePicker, RichTextEditor, useMe, useRuleText, useT, type PickedFile } from '@atrium/sdk/ui';
import { refusedFields, useSchemaForm } from '@atrium/sdk/ui/form';
import type { z } from 'zod';
import { RECEIVERS_MAX, TAGS_MAX, TITLE_MAX, SUBTITLE_MAX, type ArticleKind } from '../../shared/constants.js';
import { ArticleInput } from '../../shared/schemas.js';
import { articleRoutes } from '../../shared/routes.js';
import type { ArticleView } from '../../shared/types.js';
import { useKbMutation } from '../api.js';
import { hasRight } from '../rights.js';

type Body = z.input<typeof ArticleInput>;

const picked = (f: { _id: string; filename: string }): PickedFile => ({ _id: f._id, name: f.filename });
const refs = (files: PickedFile[]) => files.map((f) => ({ file: f._id }));

/**
 * Creating or changing an item in a modal: kind (on create), title, subtitle, content of an article,
 * link of a file item, tags, its own rights, and a vacancy's salary with its currency and the receivers of its
 * responses. Checked by the shared schema first.
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
  const me = useMe();
  const section = props.section ?? '';
  const decidesReaders = !item || item.canChangeReaders;
  const form = useSchemaForm(
    ArticleInput,
    {
      kind: item?.kind ?? props.kinds?.[0] ?? ('article' as ArticleKind),
      title: item?.title ?? '',
      subtitle: item?.subtitle ?? '',
      content: item?.content ?? '',
      url: item?.url ?? '',
      tags: item?.tags ?? [],
      own: !!item?.ownGrants,
      // Own rights start from "everyone reads", which the author then narrows.
      grants: item?.grants ?? ([{ level: 'read', audience: 'everyone' }] as Grant[]),
      salaryFrom: item?.vacancy?.salaryFrom ?? null,
      salaryTo: item?.vacancy?.salaryTo ?? null,
      salaryCurrency: item?.vacancy?.salaryCurrency ?? null,
      receivers: item?.vacancy?.receivers ?? [],
      files: item?.files.map(picked) ?? [],
      attachments: item?.attachments.map(picked) ?? [],
      cover: item?.cover ? [{ _id: item.cover._id, name: t('form.cover') }] : ([] as PickedFile[]),
    },
    (v): Body => ({
      kind: v.kind,
      parentId: item ? item.parentId : props.parentId,
      section,
      title: v.title,
      subtitle: v.subtitle,
      content: v.content,
      url: v.kind === 'file' && v.url ? v.url : null,
      tags: v.tags,
      files: refs(v.files),
      attachments: refs(v.attachments),
      cover: v.cover[0]?._id ?? null,
      thumb: item?.thumb?._id ?? null,
      // Who reads an item is its author's and the administrators' to decide; other writers leave it as it is.
      ...(decidesReaders ? { grants: v.own ? v.grants : null } : {}),
      vacancy:
        section === 'vacancy'
          ? { salaryFrom: v.salaryFrom, salaryTo: v.salaryTo, salaryCurrency: v.salaryCurrency, receivers: v.receivers }
          : null,
    }),
  );
  const save = useKbMutation((api, b: Body) =>
    item
      ? api.call(articleRoutes.update, { params: { id: item._id }, body: b as never }, { quiet: true })
      : api.call(articleRoutes.create, { body: b as never }, { quiet: true }),
  );
  const submit = form.submit(async (body) => {
    const r = await save.mutateAsync(body);
    props.onSaved(r.result._id);
  });
  const { kind } = form.values;
  const salary = (v: string | number) => (typeof v === 'number' ? v : null);
  return (
    <Modal opened={props.opened} onClose={props.onClose} title={t(item ? 'form.edit' : section ? 'form.newVacancy' : 'form.new')} size="lg">
      {/* The schema checks the fields, in the user's language: the browser's own check of `required` stays off. */}
      <form onSubmit={submit} noValidate>
        <Stack>
          {!item && !section && (
            <SegmentedControl
              aria-label={t('form.kind')}
              value={kind}
              onChange={(v) => form.setFieldValue('kind', v as ArticleKind)}
              data={(props.kinds ?? (['article', 'folder', 'file'] as ArticleKind[])).map((k) => ({ value: k, label: t(`kind.${k}`) }))}
            />
          )}
          <TextInput label={t(section ? 'form.header' : 'form.title')} required maxLength={TITLE_MAX} {...form.getInputProps('title')} />
          {kind !== 'file' && <TextInput label={t('form.subtitle')} maxLength={SUBTITLE_MAX} {...form.getInputProps('subtitle')} />}
          {kind === 'article' && (
            <RichTextEditor required label={t(section ? 'form.body' : 'form.content')} {...form.valueProps('content')} />
          )}
          {kind === 'file' && (
            <TextInput label={t('form.url')} {...form.getInputProps('url')} error={form.errors.files ?? form.errors.url} />
          )}
          {section === 'vacancy' && (
            <Group grow>
              <NumberInput
                label={t('vacancy.salaryFrom')}
                min={0}
                value={form.values.salaryFrom ?? ''}
                onChange={(v) => form.setFieldValue('salaryFrom', salary(v))}
              />
              <NumberInput
                label={t('vacancy.salaryTo')}
                min={0}
                value={form.values.salaryTo ?? ''}
                onChange={(v) => form.setFieldValue('salaryTo', salary(v))}
                error={form.errors['vacancy.salaryTo']}
              />
              <Select
                label={t('vacancy.currency')}
                data={CURRENCIES.map((c) => ({ value: c, label: c.toUpperCase() }))}
                clearable
                value={form.values.salaryCurrency}
                onChange={(v) => form.setFieldValue('salaryCurrency', v as Currency | null)}
              />
            </Group>
          )}
          {section === 'vacancy' && (
            <PeoplePicker
              label={t('vacancy.receivers')}
              // The hint tells what an empty list means; with someone chosen it would say the opposite of the form.
              description={form.values.receivers.length ? undefined : t('vacancy.receiversHint')}
              max={RECEIVERS_MAX}
              {...form.valueProps('receivers')}
            />
          )}
          {kind === 'file' && hasRight(me, 'kb_files') && <FilesField label={t('form.files')} {...form.valueProps('files')} />}
          {kind === 'article' && <FilesField label={t('form.attachments')} {...form.valueProps('attachments')} />}
          {kind !== 'file' && <FilesField label={t('form.cover')} {...form.valueProps('cover')} accept="image/*" single />}
          <TagsInput label={t('form.tags')} {...form.valueProps('tags')} maxTags={TAGS_MAX} />
          {!section && decidesReaders && (
            <>
              <Switch label={t('form.ownRights')} {...form.getInputProps('own', { type: 'checkbox' })} />
              {form.values.own && <AudiencePicker {...form.valueProps('grants')} />}
            </>
          )}
          {save.error && !refusedFields(save.error) && <Alert color="red">{text(save.error)}</Alert>}
          <Group justify="flex-end">
            <Button variant="default" onClick={props.onClose}>
              {t('form.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {t('form.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
