import { Divider, Loader, Modal, Stack } from '@mantine/core';
import { usePart, useT } from '@atrium/sdk/ui';
import type { EmployeeCard } from '@atrium/sdk/shared';
import type { LaneView } from '../../shared/types.js';
import { useTask } from '../api.js';
import { loadTaskForm } from '../parts.js';
import { TaskComments } from './TaskComments.js';
import { TaskFacts } from './TaskFacts.js';

/**
 * The task dialog: its managers edit the fields, checklist, tags and attachments in the task's form (TaskForm,
 * whose code loads with the task's answer, side by side), the others read them as text; comments for everyone
 * on the desk.
 */
export function TaskDialog({
  id,
  onClose,
  people,
  lanes,
}: {
  id: string | null;
  onClose: () => void;
  people: EmployeeCard[];
  lanes: LaneView[];
}) {
  const t = useT();
  const task = useTask(id);
  const Form = usePart(loadTaskForm, !!id);
  const loading = <Loader aria-label={t('loading')} />;
  return (
    <Modal
      opened={!!id}
      onClose={onClose}
      title={task.data?.name ?? t('task.title')}
      size="lg"
      fullScreen={typeof window !== 'undefined' && window.innerWidth < 500}
    >
      {task.isLoading && loading}
      {task.data && (
        <Stack>
          {!task.data.manage ? (
            <TaskFacts task={task.data} people={people} lanes={lanes} />
          ) : Form ? (
            <Form key={task.data._id + task.data.updatedAt} task={task.data} onClose={onClose} people={people} lanes={lanes} />
          ) : (
            loading
          )}
          <Divider label={t('comments.title')} />
          <TaskComments task={task.data._id} />
        </Stack>
      )}
    </Modal>
  );
}
