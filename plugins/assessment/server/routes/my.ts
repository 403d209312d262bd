import { In, Not, type RouteBuilder, type UserContext } from '@atrium/sdk/server';
import { assessmentRoutes } from '../../shared/routes.js';
import { AssessmentCycle, AssessmentParticipant, AssessmentRespondent, type ParticipantRow } from '../entities/index.js';
import { detailFor } from '../services/access.js';
import { cardsOf } from '../services/people.js';
import { stepOf, stepOpen } from '../services/steps.js';

/** Lists are the newest 200: a person is in a handful of cycles a year. */
const TAKE = 200;

const cyclesById = async (ctx: UserContext, ids: string[]) =>
  new Map(
    (await ctx.db.repo(AssessmentCycle).find({ where: { id: In([...new Set(ids)]), status: Not('draft' as const) } })).map((c) => [
      c.id,
      c,
    ]),
  );

/** People under review with whether the caller may open their results, in cycles that have started. */
async function assessed(ctx: UserContext, people: ParticipantRow[], line?: Set<string>) {
  const cycles = await cyclesById(
    ctx,
    people.map((p) => p.cycleId),
  );
  const me = ctx.me.user.id;
  // The caller chooses their own peers while the choose-reviewers step is open.
  const choosing = (p: ParticipantRow) => p.userId === me && stepOpen(cycles.get(p.cycleId)!, 'choose_reviewers');
  const card = await cardsOf(
    ctx,
    people.flatMap((p) => (cycles.has(p.cycleId) ? [p.userId, ...(choosing(p) ? p.peers : [])] : [])),
  );
  const out = [];
  for (const p of people) {
    const c = cycles.get(p.cycleId);
    if (c)
      out.push({
        cycleId: c.id,
        cycleName: c.name,
        cycleStatus: c.status,
        userId: p.userId,
        userName: card(p.userId).fullName,
        resultsOpen: !!(await detailFor(ctx, c, p, line?.has(p.userId))),
        choosePeers: choosing(p),
        peers: choosing(p) ? p.peers.map(card) : [],
      });
  }
  return out;
}

export function myRoutes(r: RouteBuilder) {
  r.route(assessmentRoutes.myReviews, { summary: 'The forms the caller fills: my reviews, newest first' }, async (ctx) => {
    const forms = await ctx.db
      .repo(AssessmentRespondent)
      .find({ where: { respondentId: ctx.me.user.id }, order: { createdAt: 'DESC' }, take: TAKE });
    const cycles = await cyclesById(
      ctx,
      forms.map((f) => f.cycleId),
    );
    const card = await cardsOf(
      ctx,
      forms.map((f) => f.userId),
    );
    return forms.flatMap((f) => {
      const c = cycles.get(f.cycleId);
      return c
        ? [
            {
              cycleId: c.id,
              cycleName: c.name,
              cycleStatus: c.status,
              step: f.step,
              questionnaireId: f.questionnaireId,
              userId: f.userId,
              userName: card(f.userId).fullName,
              status: f.status,
              endAt: stepOf(c, f.step)?.endAt ?? null,
            },
          ]
        : [];
    });
  });

  r.route(assessmentRoutes.myAssessments, { summary: 'The cycles in which the caller is under review' }, async (ctx) =>
    assessed(
      ctx,
      await ctx.db.repo(AssessmentParticipant).find({ where: { userId: ctx.me.user.id }, order: { createdAt: 'DESC' }, take: TAKE }),
    ),
  );

  r.route(assessmentRoutes.mySubordinates, { summary: "The caller's reporting line under review, newest cycles first" }, async (ctx) => {
    const line = await ctx.org.subordinatesOf(ctx.me.user.id, { deep: true });
    if (!line.length) return [];
    // Everyone listed is in the caller's line: no look-up per row.
    return assessed(
      ctx,
      await ctx.db.repo(AssessmentParticipant).find({ where: { userId: In(line) }, order: { createdAt: 'DESC' }, take: TAKE }),
      new Set(line),
    );
  });
}
