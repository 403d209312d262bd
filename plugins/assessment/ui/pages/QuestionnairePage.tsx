import { Badge, Group, Loader, Stack, Title } from '@mantine/core';
import { useParams } from 'react-router';
import { useApi, useT } from '@atrium/sdk/ui';
import { assessmentRoutes } from '../../shared/routes.js';
import { useQuestionnaire } from '../api.js';
import { ConfirmAction } from '../components/ConfirmAction.js';
import { QuestionnaireForm } from '../components/QuestionnaireForm.js';

/** /assessment/questionnaire/new: a new questionnaire (managers). */
export function NewQuestionnairePage() {
  const t = useT();
  return (
    <Stack p="md" gap="md">
      <Title order={1}>{t('questionnaire.new')}</Title>
      <QuestionnaireForm />
    </Stack>
  );
}

/** /assessment/questionnaire/{questionnaireId}: a questionnaire's editor and its archiving (managers). */
export function QuestionnairePage() {
  const t = useT();
  const api = useApi();
  const { questionnaireId } = useParams();
  const q = useQuestionnaire(questionnaireId!);
  if (!q.data) return <Loader m="md" aria-label={t('loading')} />;
  return (
    <Stack p="md" gap="md">
      <Group justify="space-between" wrap="wrap">
        <Group>
          <Title order={1}>{q.data.name}</Title>
          <Badge variant="light">{t(`questionnaireStatus.${q.data.status}`)}</Badge>
        </Group>
        {q.data.status !== 'archived' && (
          <ConfirmAction
            variant="default"
            label={t('questionnaire.archive')}
            question={t('questionnaire.archiveQuestion')}
            run={() =>
              api.call(assessmentRoutes.archiveQuestionnaire, { params: { id: q.data._id } }, { quiet: true }).then(() => q.refetch())
            }
          />
        )}
      </Group>
      <QuestionnaireForm key={q.data.updatedAt} questionnaire={q.data} />
    </Stack>
  );
}
