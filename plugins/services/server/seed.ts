import type { SeedContext } from '@atrium/sdk/server';
import { ServiceInput } from '../shared/schemas.js';
import { ServiceGroup } from './entities/index.js';
import { REMIND_JOB } from './jobs.js';
import { fileRequest } from './services/requests.js';
import { createService } from './services/store.js';

/**
 * Demo and isolation-suite data for one client: an IT group with a one-step equipment request and an HR group
 * with a two-step certificate request (the direct chief approves, then HR issues it), and one equipment request
 * in progress. Nobody is notified.
 */
export async function seed(ctx: SeedContext): Promise<void> {
  const admin = ctx.users.find((u) => u.roles.includes('admin')) ?? ctx.users[0];
  if (!admin) return;
  const hr = ctx.users.find((u) => u.id !== admin.id) ?? admin;
  const [it, people] = await ctx.db.repo(ServiceGroup).insertMany([{ name: 'IT' }, { name: 'HR' }]);
  const laptop = await createService(
    ctx,
    ServiceInput.parse({
      name: 'New laptop or monitor',
      description: 'Ask IT for equipment: say what you need and why.',
      groupId: it!.id,
      type: 'simple',
      daysLimit: 3,
      receivers: [admin.id],
      steps: [
        {
          name: 'IT prepares the equipment',
          performers: { kind: 'employees', userIds: [admin.id] },
          form: {
            name: 'Equipment',
            fields: [
              { name: 'What you need', type: 'select', required: true, options: ['Laptop', 'Monitor', 'Docking station'] },
              { name: 'Why', type: 'text', required: true },
              { name: 'Needed by', type: 'date' },
            ],
          },
        },
      ],
    }),
    admin.id,
  );
  await createService(
    ctx,
    ServiceInput.parse({
      name: 'Employment certificate',
      description: 'A certificate of employment for a bank, a visa or a kindergarten.',
      groupId: people!.id,
      type: 'multi',
      daysLimit: 2,
      receivers: [hr.id],
      steps: [
        {
          name: 'The direct chief approves',
          performers: { kind: 'chief' },
          form: {
            name: 'Certificate',
            fields: [
              { name: 'For whom', type: 'string', required: true },
              { name: 'Copies', type: 'number' },
            ],
          },
        },
        {
          name: 'HR issues the certificate',
          performers: { kind: 'employees', userIds: [hr.id] },
          review: true,
          // Filled by HR when accepting the step.
          form: {
            name: 'Issued certificate',
            fields: [
              { name: 'Certificate number', type: 'string', required: true },
              { name: 'Issued on', type: 'date' },
            ],
          },
        },
      ],
    }),
    admin.id,
  );
  // One request in progress, waiting for IT.
  const [what, why] = laptop.steps[0]!.form!.fields;
  await fileRequest(ctx, laptop, hr.id, { notify: false, values: { [what!.id]: 'Monitor', [why!.id]: 'A second screen for reports' } });
  await ctx.jobs.every('1 day', REMIND_JOB);
}
