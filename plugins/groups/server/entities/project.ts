import { defineEntity, type ClientRow } from '@atrium/sdk/server';

export interface ProjectRow extends ClientRow {
  name: string;
  description: string;
  creatorId: string;
}

export const Project = defineEntity<ProjectRow>({
  name: 'Project',
  table: 'group_project',
  indices: [{ columns: ['creatorId'] }],
  columns: {
    name: { type: 'varchar', length: 50 },
    description: { type: 'varchar', length: 250 },
    creatorId: { type: 'varchar', length: 36 },
  },
});

export interface ProjectParticipantRow extends ClientRow {
  projectId: string;
  userId: string;
}

export const ProjectParticipant = defineEntity<ProjectParticipantRow>({
  name: 'ProjectParticipant',
  table: 'group_project_participant',
  indices: [{ columns: ['userId'] }, { columns: ['projectId', 'userId'], unique: true }],
  columns: {
    projectId: { type: 'varchar', length: 36 },
    userId: { type: 'varchar', length: 36 },
  },
});
