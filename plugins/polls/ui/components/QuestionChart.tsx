import { Card, List, Text } from '@mantine/core';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useT } from '@atrium/sdk/ui';
import type { QuestionSummary, QuestionView } from '../../shared/types.js';

/** The general tab's view of one question: a bar chart of counts (choices, ranges) or the texts given. */
export function QuestionChart({ q, s }: { q: QuestionView; s: QuestionSummary | undefined }) {
  const t = useT();
  const texts = s?.texts ?? [];
  const data =
    q.kind === 'range'
      ? (s?.counts ?? []).map((count, i) => ({ label: String(i + 1), count }))
      : q.answers.map((a, i) => ({ label: a, count: s?.counts[i] ?? 0 }));
  return (
    <Card withBorder data-testid={`chart-${q._id}`}>
      <Text fw={600}>{q.text}</Text>
      <Text size="xs" c="dimmed" mb="xs">
        {t('results.answeredCount', { count: s?.answered ?? 0 })}
      </Text>
      {q.kind === 'short' || q.kind === 'long' ? (
        texts.length ? (
          <List size="sm" spacing={4}>
            {texts.map((x, i) => (
              <List.Item key={i}>{x}</List.Item>
            ))}
          </List>
        ) : (
          <Text c="dimmed" size="sm">
            {t('results.noAnswers')}
          </Text>
        )
      ) : (
        <div style={{ width: '100%', height: Math.max(160, q.kind === 'range' ? 220 : data.length * 36) }}>
          <ResponsiveContainer>
            {q.kind === 'range' ? (
              <BarChart data={data}>
                <CartesianGrid strokeDasharray="3 3" />
                <XAxis dataKey="label" />
                <YAxis allowDecimals={false} />
                <Tooltip />
                <Bar dataKey="count" name={t('results.count')} fill="#228be6" />
              </BarChart>
            ) : (
              <BarChart data={data} layout="vertical" margin={{ left: 24 }}>
                <CartesianGrid strokeDasharray="3 3" />
                <XAxis type="number" allowDecimals={false} />
                <YAxis type="category" dataKey="label" width={140} />
                <Tooltip />
                <Bar dataKey="count" name={t('results.count')} fill="#228be6" />
              </BarChart>
            )}
          </ResponsiveContainer>
        </div>
      )}
    </Card>
  );
}
