import type { ServiceContext } from '@atrium/sdk/server';
import { Lesson, Test } from '../entities/index.js';

/** A course's lessons in order, without their content (a lesson's text can be large). */
export const lessonItems = (ctx: ServiceContext, courseId: string) =>
  ctx.db
    .repo(Lesson)
    .qb('l')
    .select(['l.id', 'l.title', 'l.sort'])
    .andWhere('l.courseId = :courseId', { courseId })
    .orderBy('l.sort', 'ASC')
    .addOrderBy('l.createdAt', 'ASC')
    .getMany();

/** A course's tests in order, without their questions. */
export const testItems = (ctx: ServiceContext, courseId: string) =>
  ctx.db
    .repo(Test)
    .qb('t')
    .select(['t.id', 't.title', 't.sort', 't.timeLimit', 't.passMark'])
    .andWhere('t.courseId = :courseId', { courseId })
    .orderBy('t.sort', 'ASC')
    .addOrderBy('t.createdAt', 'ASC')
    .getMany();
