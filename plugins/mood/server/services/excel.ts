import ExcelJS from 'exceljs';
import type { MoodStatView } from '../../shared/types.js';

const HEADERS = {
  ru: { sheet: 'Настроение', department: 'Отдел', none: 'Без отдела', answers: 'ответов' },
  en: { sheet: 'Mood', department: 'Department', none: 'No department', answers: 'answers' },
  uk: { sheet: 'Настрій', department: 'Відділ', none: 'Без відділу', answers: 'відповідей' },
} as const;
type Lang = keyof typeof HEADERS;

/**
 * The Excel file of `GET api/mood/stat/{client}/{from}/{to}/excel`: the statistics as the tab shows them, a row
 * per department with the average and the number of answers of each period (no average under 3 answers).
 */
export async function statWorkbook(stat: MoodStatView, lang: string): Promise<Buffer> {
  const h = HEADERS[(lang in HEADERS ? lang : 'en') as Lang];
  const wb = new ExcelJS.Workbook();
  wb.creator = 'Atrium';
  wb.created = new Date();
  const sheet = wb.addWorksheet(h.sheet);
  sheet.columns = [
    { header: h.department, width: 36 },
    ...stat.periods.flatMap((p) => [
      { header: `${p.from} – ${p.to}`, width: 24 },
      { header: h.answers, width: 10 },
    ]),
  ];
  sheet.getRow(1).font = { bold: true };
  for (const d of stat.departments) {
    const name = d.departmentId === null ? h.none : (d.name ?? d.departmentId);
    sheet.addRow([name, ...d.cells.flatMap((c) => [c.average, c.answers])]);
  }
  return Buffer.from(await wb.xlsx.writeBuffer());
}
