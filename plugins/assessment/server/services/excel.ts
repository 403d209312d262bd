import ExcelJS from 'exceljs';
import type { ServerAnswer } from '@atrium/sdk/server';
import type { ResultView } from '../../shared/types.js';

const cell = (n: number | null) => n ?? '';

/** The Excel file of GET api/cycle/{cycle_id}/excel/{user_id}: built from the caller's result, so it never shows more than the page. */
export async function resultWorkbook(r: ServerAnswer<ResultView>): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  wb.creator = 'Atrium';
  const sheet = wb.addWorksheet('Result');
  sheet.columns = [
    { header: 'Competency / question', width: 50 },
    { header: 'Score', width: 12 },
    { header: 'Calculated', width: 12 },
    { header: 'Self', width: 12 },
    { header: 'Comments', width: 60 },
  ];
  sheet.getRow(1).font = { bold: true };
  sheet.addRow([`${r.cycleName}: ${r.userName}`]).font = { bold: true, size: 14 };
  sheet.addRow(['Total', cell(r.total)]).font = { bold: true };
  for (const c of r.competencies) {
    sheet.addRow([c.name, cell(c.score), cell(c.calculated), cell(c.self)]).font = { bold: true };
    for (const q of c.questions ?? []) sheet.addRow([q.text, cell(q.score), '', cell(q.self), q.comments.join('\n')]);
  }
  return Buffer.from(await wb.xlsx.writeBuffer());
}
