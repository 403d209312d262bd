import { Text } from '@mantine/core';
import { Slot, useSlot, useT } from '@atrium/sdk/ui';
import { TASK_COMMENTS } from '../../shared/constants.js';

/**
 * The task's comments: the wall's comments with parent type task, shown by the wall's `wall.parentComments`
 * slot; everyone on the desk writes them, authors and the desk's managers delete them. Without the wall for
 * this user (switched off for the company, or no right) there are none to show.
 */
export function TaskComments({ task }: { task: string }) {
  const t = useT();
  if (!useSlot('wall.parentComments').length)
    return (
      <Text c="dimmed" size="sm">
        {t('comments.noWall')}
      </Text>
    );
  return <Slot name="wall.parentComments" props={{ parentType: TASK_COMMENTS, parentId: task }} />;
}
