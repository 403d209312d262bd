import { Fragment } from 'react';
import { Anchor, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useT } from '@atrium/sdk/ui';
import { useBreadcrumbs } from '../api.js';

/**
 * The path from the knowledge base's top down to an item; the item itself is not a link. Laid out with the
 * first-paint kit, not Mantine's Breadcrumbs, which would load the rest of @mantine/core with an article
 * (docs/benchmarks.md, "The article on a phone").
 */
export function Crumbs({ id }: { id?: string }) {
  const t = useT();
  const crumbs = useBreadcrumbs(id);
  const path = crumbs.data ?? [];
  return (
    <nav aria-label={t('crumbs')}>
      <Group gap={4}>
        <Anchor component={Link} to="/articles">
          {t('title')}
        </Anchor>
        {path.map((c, i) => (
          <Fragment key={c._id}>
            <Text span c="dimmed" aria-hidden>
              /
            </Text>
            {i === path.length - 1 ? (
              <Text span>{c.title}</Text>
            ) : (
              <Anchor component={Link} to={c.kind === 'folder' ? `/articles/${c._id}` : `/article/${c._id}`}>
                {c.title}
              </Anchor>
            )}
          </Fragment>
        ))}
      </Group>
    </nav>
  );
}
