import { Anchor, Breadcrumbs, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useT } from '@atrium/sdk/ui';
import { useBreadcrumbs } from '../api.js';

/** The path from the knowledge base's top down to an item; the item itself is not a link. */
export function Crumbs({ id }: { id?: string }) {
  const t = useT();
  const crumbs = useBreadcrumbs(id);
  const path = crumbs.data ?? [];
  return (
    <Breadcrumbs aria-label={t('crumbs')} separatorMargin={4} style={{ flexWrap: 'wrap' }}>
      <Anchor component={Link} to="/articles">
        {t('title')}
      </Anchor>
      {path.map((c, i) =>
        i === path.length - 1 ? (
          <Text key={c._id} span>
            {c.title}
          </Text>
        ) : (
          <Anchor key={c._id} component={Link} to={c.kind === 'folder' ? `/articles/${c._id}` : `/article/${c._id}`}>
            {c.title}
          </Anchor>
        ),
      )}
    </Breadcrumbs>
  );
}
