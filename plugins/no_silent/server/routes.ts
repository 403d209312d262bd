import type { RouteBuilder } from '@atrium/sdk/server';
import { noSilentRoutes } from '../shared/routes.js';
import { ViolReportInput } from '../shared/schemas.js';
import { FILE_MAX_BYTES, MAX_FILES, RULES } from '../shared/constants.js';
import { ViolReport } from './entities.js';
import { mustRead, mustReceive } from './services/access.js';
import { addMessage, reportByCode, sendReport } from './services/reports.js';
import { listItems, messageView, reportView } from './services/views.js';

/**
 * The report calls. The core checks the session, the feature `no_silent` and the right `no_silent` first.
 * Sending and everything done with a code are anonymous routes: no session activity, no journal actor, no
 * uploader, no log line naming the caller; the handlers store nothing of `ctx.me` for an anonymous report.
 */
export function routes(r: RouteBuilder) {
  r.route(
    noSilentRoutes.send,
    {
      anonymous: true,
      multipart: true,
      summary:
        'Send a violation report (multipart: anonymous "true"/"false", name, description, at most 5 files); an anonymous one answers its code once',
    },
    async (ctx) => {
      // The files come with the report rather than through the upload route, which would record who uploaded them.
      const { fields, files } = await ctx.multipart({
        files: MAX_FILES,
        fileSize: FILE_MAX_BYTES,
        fields: 10,
        refuse: {
          files: () => RULES.tooManyFiles.badRequest([RULES.tooManyFiles.field('files')]),
          fileSize: () => RULES.fileTooLarge.tooLarge({ size: '250 MB' }),
        },
      });
      // A failed send stores nothing: the fields are checked before any file is put.
      const input = ViolReportInput.parse({ ...fields, anonymous: fields.anonymous === 'true' });
      return sendReport(ctx, input, files);
    },
  );

  r.route(noSilentRoutes.list, { summary: "The receivers' list of reports, newest day first, paged" }, async (ctx) => {
    // Within a day the order is the random ids': anonymous reports keep no time that would order them.
    await mustReceive(ctx);
    const found = await ctx.db
      .repo(ViolReport)
      .page({ order: { createdAt: 'DESC', id: 'ASC' }, page: ctx.query.page, limit: ctx.query.limit });
    return { ...found, result: await listItems(ctx, found.result) };
  });

  r.route(noSilentRoutes.mine, { summary: "The caller's own named reports, newest first" }, async (ctx) => {
    const mine = await ctx.db.repo(ViolReport).find({ where: { authorId: ctx.me.user.id }, order: { createdAt: 'DESC' }, take: 100 });
    return listItems(ctx, mine);
  });

  r.route(noSilentRoutes.get, { summary: 'A report with its files and thread (receivers, the author of a named report)' }, async (ctx) => {
    const report = await ctx.db.repo(ViolReport).get(ctx.params.id);
    await mustRead(ctx, report);
    return reportView(ctx, report);
  });

  r.route(noSilentRoutes.answer, { summary: "Answer in a report's thread (receivers, the author of a named report)" }, async (ctx) => {
    const report = await ctx.db.repo(ViolReport).get(ctx.params.id);
    await mustRead(ctx, report);
    const fromReporter = report.authorId === ctx.me.user.id;
    return messageView(await addMessage(ctx, report, fromReporter, ctx.body.text));
  });

  r.route(
    noSilentRoutes.byCode,
    { anonymous: true, summary: 'An anonymous report and its thread, opened by the code its reporter kept (404 for any other code)' },
    async (ctx) => reportView(ctx, await reportByCode(ctx, ctx.body.code)),
  );

  r.route(
    noSilentRoutes.answerByCode,
    { anonymous: true, summary: "The anonymous reporter's reply, with the code they kept" },
    async (ctx) => {
      const report = await reportByCode(ctx, ctx.body.code);
      await addMessage(ctx, report, true, ctx.body.text);
      return reportView(ctx, report);
    },
  );
}
