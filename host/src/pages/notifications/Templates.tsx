import { useState } from 'react';
import {
  Badge,
  Button,
  Group,
  Loader,
  Modal,
  ScrollArea,
  Stack,
  Table,
  Tabs,
  Text,
  Textarea,
  TextInput,
  VisuallyHidden,
} from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useApi, useShell } from '@atrium/sdk/ui';
import { LANGS, TemplateBody } from '@atrium/sdk/shared';
import { fieldMessage } from '../auth/messages.js';
import { errorText } from '../shared/errors.js';
import { usePhone } from '../shared/phone.js';
import { ErrorAlert } from '../shared/ErrorAlert.js';

type Texts = Partial<Record<'ru' | 'en' | 'uk', string>>;

export interface Template {
  _id: string | null;
  code: string;
  name: string;
  title: Texts;
  short: Texts;
  full: Texts;
  variables: string[];
  isDefault?: boolean;
}

type TextField = 'title' | 'short' | 'full';
const TEXT_FIELDS: readonly TextField[] = ['title', 'short', 'full'];

function TemplateEditor({ template, onClose, onSaved }: { template: Template; onClose(): void; onSaved(): void }) {
  const { t } = useTranslation();
  const phone = usePhone();
  const api = useApi();
  const [draft, setDraft] = useState<Template>(template);
  const [failure, setFailure] = useState<string | null>(null);
  // Field errors keyed by path ('name', 'variables', 'title.ru', …), from the schema the server checks with.
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const setText = (field: TextField, lang: string, v: string) => setDraft({ ...draft, [field]: { ...draft[field], [lang]: v } });
  const save = async () => {
    const { _id, isDefault: _d, ...rest } = draft;
    const body = { ...(_id ? { _id } : {}), ...rest, name: draft.name.trim() };
    const checked = TemplateBody.safeParse(body);
    const errs: Record<string, string> = {};
    if (!checked.success)
      for (const issue of checked.error.issues)
        errs[TEXT_FIELDS.includes(issue.path[0] as TextField) ? issue.path.slice(0, 2).join('.') : String(issue.path[0])] ??= fieldMessage(
          issue.message,
        );
    if (!body.name) errs.name = t('validation.required');
    setFieldErrors(errs);
    if (!checked.success) return;
    try {
      await api.put('/api/notif_template', body, { quiet: true });
      onSaved();
    } catch (err) {
      setFailure(errorText(err));
    }
  };
  return (
    <Modal fullScreen={phone} opened onClose={onClose} title={t('notifications.templateOf', { code: template.code })} size={720}>
      <Stack gap="sm" data-testid="template-editor">
        <ErrorAlert message={failure} testId="template-error" />
        <TextInput
          label={t('notifications.templateName')}
          required
          value={draft.name}
          error={fieldErrors.name}
          onChange={(e) => setDraft({ ...draft, name: e.currentTarget.value })}
        />
        {/* The kind declares its variables: the template uses them, it cannot change them. */}
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            {t('notifications.variables')}
          </Text>
          <Text size="xs" c="dimmed">
            {t('notifications.variablesHint')}
          </Text>
          <Group gap={4} data-testid="template-variables">
            {draft.variables.length ? (
              draft.variables.map((v) => <Badge key={v} variant="light" tt="none">{`{{${v}}}`}</Badge>)
            ) : (
              <Text size="sm">—</Text>
            )}
          </Group>
        </Stack>
        <Tabs defaultValue="ru">
          <Tabs.List>
            {LANGS.map((l) => (
              <Tabs.Tab key={l} value={l}>
                {t(`lang.${l}`)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {LANGS.map((l) => (
            <Tabs.Panel key={l} value={l} pt="sm">
              <Stack gap="xs">
                <TextInput
                  label={t('notifications.templateTitle')}
                  maxLength={300}
                  value={draft.title[l] ?? ''}
                  error={fieldErrors[`title.${l}`]}
                  onChange={(e) => setText('title', l, e.currentTarget.value)}
                />
                <Textarea
                  label={t('notifications.templateShort')}
                  autosize
                  minRows={2}
                  value={draft.short[l] ?? ''}
                  error={fieldErrors[`short.${l}`]}
                  onChange={(e) => setText('short', l, e.currentTarget.value)}
                />
                <Textarea
                  label={t('notifications.templateFull')}
                  autosize
                  minRows={3}
                  value={draft.full[l] ?? ''}
                  error={fieldErrors[`full.${l}`]}
                  onChange={(e) => setText('full', l, e.currentTarget.value)}
                />
              </Stack>
            </Tabs.Panel>
          ))}
        </Tabs>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('screens.cancel')}
          </Button>
          <Button onClick={() => void save()} data-testid="template-save">
            {t('screens.save')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/**
 * Notification templates of the workspace (`GET /api/notif_template/__`): each kind's saved template
 * or its default; saving stores the workspace's own, deleting returns to the default.
 */
export function Templates() {
  const { t, i18n } = useTranslation();
  const api = useApi();
  const qc = useQueryClient();
  const { toast } = useShell();
  const [editing, setEditing] = useState<Template | null>(null);
  const q = useQuery({
    queryKey: ['notif-templates'],
    queryFn: async () => (await api.get<{ result: Template[] }>('/api/notif_template/__')).result,
  });
  const refresh = () => qc.invalidateQueries({ queryKey: ['notif-templates'] });
  const lang = (i18n.language === 'ua' ? 'uk' : i18n.language) as 'ru' | 'en' | 'uk';
  const reset = async (tpl: Template) => {
    if (!tpl._id || !window.confirm(t('notifications.confirmReset', { name: tpl.name }))) return;
    try {
      await api.delete(`/api/notif_template/${tpl._id}`, { quiet: true });
      await refresh();
    } catch (err) {
      toast({ message: errorText(err), color: 'red' });
    }
  };
  if (q.isPending) return <Loader aria-label={t('app.loading')} />;
  return (
    <Stack data-testid="templates">
      {q.data?.length === 0 && <Text c="dimmed">{t('notifications.noTemplates')}</Text>}
      {!!q.data?.length && (
        <ScrollArea type="auto">
          <Table striped miw={520}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('notifications.templateCode')}</Table.Th>
                <Table.Th>{t('notifications.templateTitle')}</Table.Th>
                <Table.Th>
                  <VisuallyHidden>{t('screens.actions')}</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {q.data?.map((tpl) => (
                <Table.Tr key={tpl.code} data-testid="template-row">
                  <Table.Td>
                    {/* A default template is named by its code alone: show its title then, and the code once. */}
                    <Text size="sm" fw={500}>
                      {tpl.name !== tpl.code ? tpl.name : (tpl.title[lang] ?? tpl.title.en ?? tpl.code)}
                    </Text>
                    {(tpl.name !== tpl.code || tpl.title[lang] || tpl.title.en) && (
                      <Text size="xs" c="dimmed">
                        {tpl.code}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>
                    <Group gap={6}>
                      <Text size="sm">{tpl.title[lang] ?? tpl.title.en ?? ''}</Text>
                      {tpl.isDefault && <Badge variant="light">{t('notifications.default')}</Badge>}
                    </Group>
                  </Table.Td>
                  <Table.Td>
                    <Group gap={4} justify="flex-end" wrap="nowrap">
                      <Button size="xs" variant="light" onClick={() => setEditing(tpl)}>
                        {t('screens.edit')}
                      </Button>
                      {tpl._id && (
                        <Button size="xs" variant="subtle" color="red" onClick={() => void reset(tpl)}>
                          {t('notifications.resetDefault')}
                        </Button>
                      )}
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollArea>
      )}
      {editing && (
        <TemplateEditor
          template={editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            toast({ message: t('screens.saved'), color: 'green' });
            void refresh();
          }}
        />
      )}
    </Stack>
  );
}
