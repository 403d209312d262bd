import { Anchor, Card, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useMe, useT } from '@atrium/sdk/ui';
import { useAccessFor } from '../api.js';
import { hasRight } from '../rights.js';

/** The `wall.widgets` slot: the newest articles the user may read; nothing when there are none. */
export function NewArticlesWidget() {
  const t = useT('knowl_base');
  const list = useAccessFor({ recent: 'true', limit: 5 });
  const rows = list.data?.result ?? [];
  if (!rows.length) return null;
  return (
    <Card withBorder data-testid="kb-widget">
      <Title order={2} size="h4" mb="xs">
        {t('widget.articles')}
      </Title>
      <Stack gap={4}>
        {rows.map((a) => (
          <Anchor key={a._id} component={Link} to={`/article/${a._id}`}>
            {a.title}
          </Anchor>
        ))}
      </Stack>
    </Card>
  );
}

/** The `wall.widgets` slot: open vacancies, for those with the `vacancies` right. */
export function VacanciesWidget() {
  const me = useMe();
  return hasRight(me, 'vacancies') ? <Vacancies /> : null;
}

function Vacancies() {
  const t = useT('knowl_base');
  const list = useAccessFor({ section: 'vacancy', limit: 5 });
  const rows = list.data?.result ?? [];
  if (!rows.length) return null;
  return (
    <Card withBorder data-testid="vacancies-widget">
      <Title order={2} size="h4" mb="xs">
        {t('widget.vacancies')}
      </Title>
      <Stack gap={4}>
        {rows.map((v) => (
          <Anchor key={v._id} component={Link} to={`/vacancy/${v._id}`}>
            {v.title}
          </Anchor>
        ))}
        {list.data!.total > rows.length && (
          <Anchor component={Link} to="/vacancies" size="sm">
            <Text span size="sm">
              {t('widget.allVacancies')}
            </Text>
          </Anchor>
        )}
      </Stack>
    </Card>
  );
}
