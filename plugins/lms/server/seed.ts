import type { SeedContext } from '@atrium/sdk/server';
import { TestInput } from '../shared/schemas.js';
import { Attempt, Course, Lesson, Member, Test } from './entities/index.js';
import { storedQuestion } from './services/content.js';

const QUESTIONS = [
  {
    text: 'What do you do with an e-mail asking for your password?',
    answers: [
      { text: 'Report it to IT and delete it', right: true },
      { text: 'Answer it if the sender looks familiar', right: false },
      { text: 'Forward it to colleagues', right: false },
    ],
  },
  {
    text: 'Which passwords are strong?',
    answers: [
      { text: 'A long passphrase of unrelated words', right: true },
      { text: 'Your birthday', right: false },
      { text: 'A password manager\u2019s random password', right: true },
    ],
  },
  {
    text: 'When do you lock your computer?',
    answers: [
      { text: 'Every time you leave it', right: true },
      { text: 'Only at the end of the day', right: false },
    ],
  },
];

/**
 * Demo and isolation-suite data for one client: a published course "Information security basics" with two
 * lessons and a ten-minute test, appointed to learners at each status (not started; in progress with one lesson
 * and a failed try; learned with both lessons and a passed try). Nobody is notified.
 */
export async function seed(ctx: SeedContext): Promise<void> {
  const admin = ctx.users.find((u) => u.roles.includes('admin')) ?? ctx.users[0];
  if (!admin) return;
  const course = await ctx.db.repo(Course).insert({
    title: 'Information security basics',
    description: 'Phishing, passwords and a locked screen: what every employee must know.',
    cover: null,
    status: 'published',
    authorId: admin.id,
  });
  const [first, second] = await ctx.db.repo(Lesson).insertMany([
    {
      courseId: course.id,
      title: 'Phishing',
      content: '<h2>Phishing</h2><p>Attackers pretend to be someone you trust. <strong>Never</strong> send a password by e-mail.</p>',
      video: null,
      files: [],
      sort: 0,
    },
    {
      courseId: course.id,
      title: 'Passwords and a locked screen',
      content: '<p>Use a password manager, a long passphrase, and lock the screen whenever you step away.</p>',
      video: null,
      files: [],
      sort: 1,
    },
  ]);
  const input = TestInput.parse({
    course: course.id,
    title: 'Security check',
    timeLimit: 10,
    shuffleAnswers: true,
    showRight: true,
    questions: QUESTIONS,
  });
  const { course: _c, questions, ...fields } = input;
  const stored = questions.map(storedQuestion);
  const learners = ctx.users.filter((u) => u.id !== admin.id).slice(0, 3);
  const passedOnce = learners.length >= 3;
  const test = await ctx.db.repo(Test).insert({ ...fields, courseId: course.id, questions: stored, passedOnce });
  const statuses = ['not_started', 'in_progress', 'learned'] as const;
  const now = Date.now();
  await ctx.db.repo(Member).insertMany(
    learners.map((u, i) => ({
      courseId: course.id,
      userId: u.id,
      status: statuses[i]!,
      lessonsDone: [first!.id, second!.id].slice(0, i),
      startedAt: i > 0 ? new Date(now - 86_400_000) : null,
      learnedAt: i === 2 ? new Date(now) : null,
    })),
  );
  const rights = Object.fromEntries(stored.map((q) => [q.id, q.answers.filter((a) => a.right).map((a) => a.id)]));
  const sequence = stored.map((q) => ({ q: q.id, a: q.answers.map((a) => a.id) }));
  const tries = learners.slice(1).map((u, i) => ({
    courseId: course.id,
    testId: test.id,
    userId: u.id,
    sequence,
    // The learner in progress got only the first question right; the learned one all three.
    chosen: i === 0 ? { [stored[0]!.id]: rights[stored[0]!.id]! } : rights,
    current: stored.length - 1,
    deadline: null,
    finishedAt: new Date(now - 3_600_000),
    score: i === 0 ? 33 : 100,
    passed: i !== 0,
  }));
  if (tries.length) await ctx.db.repo(Attempt).insertMany(tries);
}
