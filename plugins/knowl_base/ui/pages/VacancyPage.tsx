import { useState } from 'react';
import { Alert, Anchor, Button, Group, Loader, Stack, Textarea, Title } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { FilesField, RichText, useT, type PickedFile } from '@atrium/sdk/ui';
import { RESPONSE_MAX } from '../../shared/constants.js';
import { articleRoutes } from '../../shared/routes.js';
import { useItem, useKbMutation } from '../api.js';
import { ItemForm } from '../components/ItemForm.js';
import { Responses } from '../components/Responses.js';
import { Salary } from '../components/Salary.js';

/** /vacancy/{_id}: the vacancy; its responses for those they go to (receivers, author, administrators), a form to respond for everyone else. */
export function VacancyPage() {
  const t = useT();
  const { _id } = useParams();
  const item = useItem(_id);
  const [text, setText] = useState('');
  const [attachments, setAttachments] = useState<PickedFile[]>([]);
  const [sent, setSent] = useState(false);
  const [editing, setEditing] = useState(false);
  const respond = useKbMutation((api, body: { vacancy: string; text: string; attachments: { file: string }[] }) =>
    api.call(articleRoutes.vacRespond, { body }, { quiet: true }),
  );
  if (!item.data) return <Loader m="md" aria-label={t('loading')} />;
  const v = item.data;
  return (
    <Stack p="md" maw={960}>
      <Anchor component={Link} to="/vacancies" size="sm">
        {t('vacancy.all')}
      </Anchor>
      <Group justify="space-between" align="flex-start">
        <Title order={1} size="h2">
          {v.title}
        </Title>
        {v.canEdit && (
          <Button variant="default" onClick={() => setEditing(true)}>
            {t('form.edit')}
          </Button>
        )}
      </Group>
      <Salary vacancy={v.vacancy} />
      <RichText html={v.content} />
      {v.responses !== null ? (
        <Responses vacancyId={v._id} count={v.responses} />
      ) : sent ? (
        <Alert color="green">{t('vacancy.sent')}</Alert>
      ) : (
        <Stack>
          <Title order={2} size="h4">
            {t('vacancy.respond')}
          </Title>
          <Textarea
            label={t('vacancy.message')}
            autosize
            minRows={4}
            maxLength={RESPONSE_MAX}
            value={text}
            onChange={(e) => setText(e.currentTarget.value)}
          />
          <FilesField label={t('form.attachments')} value={attachments} onChange={setAttachments} />
          {respond.error && <Alert color="red">{respond.error.message}</Alert>}
          <Group>
            <Button
              disabled={!text.trim()}
              loading={respond.isPending}
              onClick={() =>
                respond.mutate(
                  { vacancy: v._id, text, attachments: attachments.map((a) => ({ file: a._id })) },
                  { onSuccess: () => setSent(true) },
                )
              }
            >
              {t('vacancy.send')}
            </Button>
          </Group>
        </Stack>
      )}
      {editing && (
        <ItemForm opened item={v} section="vacancy" parentId={null} onClose={() => setEditing(false)} onSaved={() => setEditing(false)} />
      )}
    </Stack>
  );
}
