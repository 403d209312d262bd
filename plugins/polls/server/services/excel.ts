import ExcelJS from 'exceljs';
import type { AnswerValue } from '../../shared/schemas.js';
import type { PollQuestionRow } from '../entities/question.js';
import type { pollResults } from './results.js';

type Results = Awaited<ReturnType<typeof pollResults>>;

/** An answer as a cell: option texts for choices, the number for a range, the text otherwise. */
export function cellText(q: PollQuestionRow | undefined, v: AnswerValue | undefined): string | number {
  if (v === undefined || !q) return '';
  if (Array.isArray(v)) return v.map((i) => q.answers[i] ?? '').join('; ');
  return v;
}

/**
 * The Excel file of GET api/poll/{id}/excel: the same data the results screen shows the caller, one
 * sheet per tab (general, table, not passed).
 */
export async function resultsWorkbook(r: Results): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  wb.creator = 'Atrium';
  wb.created = new Date();

  const general = wb.addWorksheet('General');
  general.columns = [
    { header: 'Question', width: 50 },
    { header: 'Answer', width: 40 },
    { header: 'Count', width: 10 },
  ];
  general.getRow(1).font = { bold: true };
  general.addRow([r.poll.name]).font = { bold: true, size: 14 };
  general.addRow([`Recipients: ${r.recipients}`, `Answered: ${r.answered}`]);
  for (const q of r.questions) {
    const s = r.summary.find((x) => x.questionId === q.id);
    general.addRow([q.text, '', s?.answered ?? 0]).font = { bold: true };
    if (q.kind === 'range') s?.counts.forEach((c, i) => c && general.addRow(['', i + 1, c]));
    else if (q.kind === 'list1' || q.kind === 'list_m') q.answers.forEach((a, i) => general.addRow(['', a, s?.counts[i] ?? 0]));
    else for (const t of s?.texts ?? []) general.addRow(['', t]);
  }

  const table = wb.addWorksheet('Table');
  const personal = r.scope !== 'anonymous';
  table.columns = [
    ...(personal
      ? [
          { header: 'Employee', width: 30 },
          { header: 'Answered at', width: 22 },
        ]
      : [{ header: '#', width: 6 }]),
    ...r.questions.map((q) => ({ header: q.text, width: 30 })),
  ];
  table.getRow(1).font = { bold: true };
  r.rows.forEach((row, i) => {
    const who = personal
      ? [
          row.user ? `${row.user.lastName} ${row.user.firstName}` : '',
          row.answeredAt ? new Date(row.answeredAt).toISOString().replace('T', ' ').slice(0, 19) : '',
        ]
      : [i + 1];
    table.addRow([...who, ...r.questions.map((q) => cellText(q, row.answers[q.id]))]);
  });

  if (r.notPassed) {
    const missing = wb.addWorksheet('Not passed');
    missing.columns = [
      { header: 'Employee', width: 30 },
      { header: 'Position', width: 30 },
    ];
    missing.getRow(1).font = { bold: true };
    for (const p of r.notPassed) missing.addRow([`${p.lastName} ${p.firstName}`, p.position ?? '']);
  }
  return Buffer.from(await wb.xlsx.writeBuffer());
}
