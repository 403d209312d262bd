import type { ReactNode } from 'react';
import { ActionIcon, Button, Card, Checkbox, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { useT } from '@atrium/sdk/ui';
import { MAX_ANSWERS, QUESTION_KINDS, RANGE_SCALES, type QuestionKind } from '../../shared/constants.js';

export interface QuestionDraft {
  text: string;
  mandatory: boolean;
  kind: QuestionKind;
  scale: number | null;
  answers: string[];
}

export const emptyQuestion = (): QuestionDraft => ({ text: '', mandatory: true, kind: 'short', scale: 5, answers: [] });

interface Props {
  index: number;
  q: QuestionDraft;
  /** The form's errors (in the user's language) by field path: `questions.0.text`. */
  errors: Record<string, ReactNode>;
  onChange(q: QuestionDraft): void;
  onRemove(): void;
}

/** One question of the editor: text, kind, mandatory flag, scale for a range, up to 15 answers for choices. */
export function QuestionEditor({ index, q, errors, onChange, onRemove }: Props) {
  const t = useT();
  const at = (k: string) => errors[`questions.${index}.${k}`];
  const choice = q.kind === 'list1' || q.kind === 'list_m';
  const set = (patch: Partial<QuestionDraft>) => onChange({ ...q, ...patch });
  return (
    <Card withBorder data-testid={`question-${index}`}>
      <Stack gap="xs">
        <Group justify="space-between">
          <Text fw={600}>{t('editor.question', { n: index + 1 })}</Text>
          <Button variant="subtle" color="red" size="xs" onClick={onRemove}>
            {t('editor.removeQuestion')}
          </Button>
        </Group>
        <TextInput
          label={t('editor.questionText')}
          value={q.text}
          onChange={(e) => set({ text: e.currentTarget.value })}
          error={at('text')}
        />
        <Group grow align="flex-start">
          <Select
            label={t('editor.kind')}
            data={QUESTION_KINDS.map((k) => ({ value: k, label: t(`kind.${k}`) }))}
            value={q.kind}
            allowDeselect={false}
            onChange={(v) =>
              set({
                kind: (v as QuestionKind) ?? 'short',
                answers: v === 'list1' || v === 'list_m' ? (q.answers.length ? q.answers : ['']) : [],
              })
            }
          />
          {q.kind === 'range' && (
            <Select
              label={t('editor.scale')}
              data={RANGE_SCALES.map((s) => ({ value: String(s), label: `1-${s}` }))}
              value={String(q.scale ?? 5)}
              allowDeselect={false}
              onChange={(v) => set({ scale: Number(v) })}
              error={at('scale')}
            />
          )}
        </Group>
        <Checkbox label={t('editor.mandatory')} checked={q.mandatory} onChange={(e) => set({ mandatory: e.currentTarget.checked })} />
        {choice && (
          <Stack gap={6}>
            <Text size="sm" fw={500}>
              {t('editor.answers')} ({q.answers.length}/{MAX_ANSWERS})
            </Text>
            {q.answers.map((a, i) => (
              <Group key={i} wrap="nowrap">
                <TextInput
                  style={{ flex: 1 }}
                  placeholder={t('editor.answer', { n: i + 1 })}
                  aria-label={t('editor.answer', { n: i + 1 })}
                  value={a}
                  onChange={(e) => set({ answers: q.answers.map((x, j) => (j === i ? e.currentTarget.value : x)) })}
                  error={at(`answers.${i}`)}
                />
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={t('editor.removeAnswer')}
                  onClick={() => set({ answers: q.answers.filter((_, j) => j !== i) })}
                >
                  ×
                </ActionIcon>
              </Group>
            ))}
            {at('answers') && (
              <Text size="xs" c="red">
                {at('answers')}
              </Text>
            )}
            <Button
              variant="light"
              size="xs"
              w="fit-content"
              disabled={q.answers.length >= MAX_ANSWERS}
              onClick={() => set({ answers: [...q.answers, ''] })}
            >
              {t('editor.addAnswer')}
            </Button>
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
