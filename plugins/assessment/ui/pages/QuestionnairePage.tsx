import { Badge, Group, List, Loader, Stack, Text, Title } from '@mantine/core';
import { useParams } from 'react-router';
import { useT } from '@atrium/sdk/ui';
import { useQuestionnaire } from '../api.js';

/** /assessment/questionnaire/{questionnaireId}: a questionnaire's scale and competencies (managers). */
export function QuestionnairePage() {
  const t = useT();
  const { questionnaireId } = useParams();
  const q = useQuestionnaire(questionnaireId!);
  if (!q.data) return <Loader m="md" />;
  const comments = q.data.commentsRequired ? 'commentsRequired' : q.data.commentsAllowed ? 'commentsAllowed' : 'commentsOff';
  return (
    <Stack p="md" gap="md">
      <Group>
        <Title order={1}>{q.data.name}</Title>
        <Badge variant="light">{t(`questionnaireStatus.${q.data.status}`)}</Badge>
      </Group>
      <Text>
        {t('questionnaire.comments')}: {t(`questionnaire.${comments}`)}
      </Text>
      <Title order={2} size="h3">
        {t('questionnaire.options')}
      </Title>
      <List>
        {q.data.options.map((o) => (
          <List.Item key={o._id}>
            {o.text} ({t('questionnaire.weight')} {o.weight})
          </List.Item>
        ))}
      </List>
      <Title order={2} size="h3">
        {t('questionnaire.competencies')}
      </Title>
      {q.data.competencies.map((c) => (
        <Stack key={c._id} gap={4}>
          <Text fw={600}>{c.name}</Text>
          <List>
            {c.questions.map((x) => (
              <List.Item key={x._id}>{x.text}</List.Item>
            ))}
          </List>
        </Stack>
      ))}
    </Stack>
  );
}
