import { Checkbox, Group, NumberInput, Radio, SegmentedControl, Slider, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { LONG_MAX, SHORT_MAX } from '../../shared/constants.js';
import type { AnswerValue } from '../../shared/schemas.js';
import type { QuestionView } from '../../shared/types.js';

interface Props {
  question: QuestionView;
  value: AnswerValue | undefined;
  onChange(v: AnswerValue): void;
  /** The answer's problem, in the user's language. */
  error?: string | null;
  readOnly?: boolean;
}

/** One question as a proper control: text inputs, a range as buttons (1-5, 1-10) or a slider (1-100), radio and checkbox groups. */
export function AnswerField({ question: q, value, onChange, error, readOnly }: Props) {
  const label = (
    <Text fw={500} component="span">
      {q.text}
      {q.mandatory && (
        <Text span c="red">
          {' '}
          *
        </Text>
      )}
    </Text>
  );
  const err = error || undefined;
  switch (q.kind) {
    case 'short':
      return (
        <TextInput
          label={label}
          value={(value as string) ?? ''}
          maxLength={SHORT_MAX}
          readOnly={readOnly}
          onChange={(e) => onChange(e.currentTarget.value)}
          error={err}
        />
      );
    case 'long':
      return (
        <Textarea
          label={label}
          value={(value as string) ?? ''}
          maxLength={LONG_MAX}
          autosize
          minRows={3}
          readOnly={readOnly}
          onChange={(e) => onChange(e.currentTarget.value)}
          error={err}
        />
      );
    case 'range': {
      const scale = q.scale ?? 5;
      const n = typeof value === 'number' ? value : undefined;
      return (
        <Stack gap={4}>
          {label}
          {scale <= 10 ? (
            <SegmentedControl
              data={Array.from({ length: scale }, (_, i) => String(i + 1))}
              value={n ? String(n) : ''}
              readOnly={readOnly}
              onChange={(v) => onChange(Number(v))}
              fullWidth
            />
          ) : (
            <Group align="center" wrap="nowrap">
              <Slider style={{ flex: 1 }} min={1} max={scale} value={n ?? 1} disabled={readOnly} onChange={onChange} />
              <NumberInput
                w={90}
                min={1}
                max={scale}
                value={n ?? ''}
                readOnly={readOnly}
                onChange={(v) => onChange(Number(v))}
                aria-label={q.text}
              />
            </Group>
          )}
          {err && (
            <Text size="xs" c="red">
              {err}
            </Text>
          )}
        </Stack>
      );
    }
    case 'list1':
      return (
        <Radio.Group
          label={label}
          value={Array.isArray(value) && value.length ? String(value[0]) : null}
          onChange={(v) => !readOnly && onChange([Number(v)])}
          error={err}
        >
          <Stack gap={6} mt={6}>
            {q.answers.map((a, i) => (
              <Radio key={i} value={String(i)} label={a} disabled={readOnly} />
            ))}
          </Stack>
        </Radio.Group>
      );
    case 'list_m':
      return (
        <Checkbox.Group
          label={label}
          value={Array.isArray(value) ? value.map(String) : []}
          onChange={(v) => !readOnly && onChange(v.map(Number).sort((a, b) => a - b))}
          error={err}
        >
          <Stack gap={6} mt={6}>
            {q.answers.map((a, i) => (
              <Checkbox key={i} value={String(i)} label={a} disabled={readOnly} />
            ))}
          </Stack>
        </Checkbox.Group>
      );
  }
}
