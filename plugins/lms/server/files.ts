import type { FileAccess } from '@atrium/sdk/server';
import { COURSE_COVER, LESSON_FILES } from '../shared/constants.js';
import { Lesson } from './entities/index.js';
import { canManage, isMember } from './services/access.js';
import { Course } from './entities/index.js';

/** A lesson's video and files, and a course's cover, are read by the course's learners and managers (and a published course's readers). */
export const fileAccess: FileAccess = async (ctx, owner) => {
  const courseId =
    owner.type === LESSON_FILES
      ? (await ctx.db.repo(Lesson).findOne({ id: owner.id }))?.courseId
      : owner.type === COURSE_COVER
        ? owner.id
        : undefined;
  if (!courseId) return false;
  const course = await ctx.db.repo(Course).findOne({ id: courseId });
  if (!course) return false;
  return course.status === 'published' || (await canManage(ctx)) || (course.status !== 'draft' && (await isMember(ctx, courseId)));
};
