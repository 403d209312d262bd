import { Button, Group, NumberInput, SegmentedControl, Select, Stack, Switch, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useNavigate } from 'react-router';
import { ArticlePicker, AudiencePicker, DepartmentPicker, PeoplePicker, useT } from '@atrium/sdk/ui';
import { refusedFields, useSchemaForm } from '@atrium/sdk/ui/form';
import { MAX_RECEIVERS, MAX_STEPS } from '../../shared/constants.js';
import { servicesRoutes } from '../../shared/routes.js';
import { ServiceInput } from '../../shared/schemas.js';
import type { ServiceView } from '../../shared/types.js';
import { useGroups, useServicesMutation } from '../api.js';
import { StepsEditor } from './StepsEditor.js';
import { draftOf, type ServiceDraft } from './values.js';

/**
 * The service editor of those who manage services: what it is, who files it and who receives it, and its steps with
 * their performers and forms. Checked by the schema the server checks; the server's refusals show at their fields.
 */
export function ServiceEditor({ service }: { service?: ServiceView }) {
  const t = useT();
  const navigate = useNavigate();
  const groups = useGroups();
  const form = useSchemaForm<ServiceDraft>(ServiceInput, draftOf(service, undefined));
  const save = useServicesMutation((api, body: ServiceDraft) =>
    service
      ? api.call(servicesRoutes.update, { params: { id: service._id }, body }, { quiet: true })
      : api.call(servicesRoutes.create, { body }, { quiet: true }),
  );
  const submit = form.submit(async (body) => navigate(`/service/${(await save.mutateAsync(body)).result._id}`));
  const v = form.getValues();
  const err = (path: string) => form.errors[path] as string | undefined;
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm" maw={800} p="md">
        <Title order={1}>{service ? t('editor.editTitle') : t('editor.newTitle')}</Title>
        <TextInput label={t('editor.name')} withAsterisk {...form.getInputProps('name')} />
        <Select
          label={t('editor.group')}
          withAsterisk
          data={(groups.data ?? []).map((g) => ({ value: g._id, label: g.name }))}
          value={v.groupId || null}
          onChange={(id) => form.setFieldValue('groupId', id ?? '')}
          error={err('groupId')}
        />
        <Textarea label={t('editor.description')} withAsterisk autosize minRows={3} {...form.getInputProps('description')} />
        <Group align="flex-end" wrap="wrap">
          <Stack gap={4}>
            <Text size="sm" fw={500} id="service-type">
              {t('editor.type')}
            </Text>
            <SegmentedControl
              aria-labelledby="service-type"
              data={[
                { value: 'simple', label: t('service.type.simple') },
                { value: 'multi', label: t('service.type.multi') },
              ]}
              {...form.getInputProps('type')}
            />
          </Stack>
          <NumberInput
            label={t('editor.daysLimit')}
            description={t('editor.daysLimitHint')}
            min={0}
            max={365}
            allowDecimal={false}
            {...form.getInputProps('daysLimit')}
            onChange={(n) => form.setFieldValue('daysLimit', typeof n === 'number' ? n : 0)}
            maw={220}
          />
        </Group>
        <DepartmentPicker
          label={t('editor.department')}
          name="departmentId"
          value={v.departmentId}
          onChange={(id) => form.setFieldValue('departmentId', id)}
          error={err('departmentId')}
        />
        <PeoplePicker
          label={t('editor.receivers')}
          max={MAX_RECEIVERS}
          value={v.receivers}
          onChange={(ids) => form.setFieldValue('receivers', ids)}
          error={err('receivers')}
        />
        <ArticlePicker
          label={t('editor.article')}
          description={t('editor.articleHint')}
          value={v.articleId}
          onChange={(id) => form.setFieldValue('articleId', id)}
          error={err('articleId')}
        />
        <Switch label={t('editor.forAll')} {...form.getInputProps('forAll', { type: 'checkbox' })} />
        {!v.forAll && <AudiencePicker value={v.audience} onChange={(g) => form.setFieldValue('audience', g)} error={err('audience')} />}
        <Title order={2} size="h3">
          {t('service.steps')}
        </Title>
        <StepsEditor form={form} max={v.type === 'simple' ? 1 : MAX_STEPS} forms />
        {save.error && !refusedFields(save.error) && (
          <Text c="red" size="sm" role="alert">
            {save.error.message}
          </Text>
        )}
        <Group>
          <Button type="submit" loading={save.isPending}>
            {t('editor.save')}
          </Button>
          <Button variant="default" onClick={() => navigate(service ? `/service/${service._id}` : '/services')}>
            {t('editor.cancel')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
