import { Loader, Modal } from '@mantine/core';
import { usePart, useT } from '@atrium/sdk/ui';
import type { EmployeeCard } from '@atrium/sdk/shared';
import type { LaneView } from '../../shared/types.js';
import { useTask } from '../api.js';
import { loadTaskForm } from '../parts.js';

/** The task dialog: the task's form (TaskForm), whose code loads with the task's answer, side by side. */
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
  return (
    <Modal
      opened={!!id}
      onClose={onClose}
      title={task.data?.name ?? t('task.title')}
      size="lg"
      fullScreen={typeof window !== 'undefined' && window.innerWidth < 500}
    >
      {task.data && Form ? (
        <Form key={task.data._id + task.data.updatedAt} task={task.data} onClose={onClose} people={people} lanes={lanes} />
      ) : (
        (task.isLoading || task.data) && <Loader aria-label={t('loading')} />
      )}
    </Modal>
  );
}
