import { PassThrough } from 'node:stream';
import { eq, like } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { departments } from '../../src/server/db/schema/catalogue';
import { deptDuties } from '../../src/server/db/schema/three-lists';
import { spreadsheetCalls } from '../../src/shared/api/catalogue/spreadsheet-jobs';
import { createTestPortal, type TestPortal } from '../support/portal-client';
import { uploadFile, waitFinished } from './helpers/spreadsheet-client';
import { startTestServer, testDatabases, type TestServer } from './helpers/test-server';

const duty = spreadsheetCalls.deptDuty;
const HEADER = ['部门编码', '职责编码', '职责名称', '职责类型', '设定依据', '职责描述', '是否公开', '排序'];
const RICH: ExcelJS.CellRichTextValue = { richText: [{ font: { bold: true }, text: '加粗部分' }, { font: { italic: true, color: { argb: 'FFFF0000' } }, text: '红色斜体' }, { text: '普通结尾' }] };
/**
 * Dates as exceljs writes them (UTC midnight is the day itself), a different day per row: the duty list skips a
 * row whose department and description repeat (IMP-10), and here the descriptions are the dates. Each file has its
 * own year.
 */
const day = (year: number, d: number) => new Date(Date.UTC(year, 11, d));
const YEAR = { S: 2025, I: 2026 } as const;

/** The rows a test writes: a rich-text name, and descriptions that are date cells of several formats. */
function fill(sheet: ExcelJS.Worksheet, deptCode: string, tag: 'S' | 'I'): void {
  sheet.addRow(HEADER);
  const year = YEAR[tag];
  const rows: Array<[string, ExcelJS.CellValue, string | undefined]> = [
    [`${tag}富文本`, `${tag} 富文本的描述`, undefined],
    [`${tag}日期`, day(year, 8), 'yyyy-mm-dd'],
    [`${tag}内置日期`, day(year, 9), 'mm-dd-yy'],
    [`${tag}中文日期`, day(year, 10), 'yyyy"年"m"月"d"日"'],
    [`${tag}日期时间`, new Date(Date.UTC(year, 11, 11, 9, 30, 15)), 'yyyy-mm-dd hh:mm:ss'],
    [`${tag}数字`, year * 10, '0.00'],
  ];
  for (const [name, description, format] of rows) {
    const row = sheet.addRow([deptCode, '', name, '', '', description, '', '']);
    if (name.endsWith('富文本')) row.getCell(3).value = { richText: [...RICH.richText, { text: tag }] };
    if (format) row.getCell(6).numFmt = format;
    row.commit();
  }
}

/** exceljs's in-memory writer: rich text as shared strings with runs. */
async function sharedStringsXlsx(deptCode: string, tag: 'S' | 'I'): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  fill(workbook.addWorksheet('Sheet1'), deptCode, tag);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** exceljs's streaming writer without shared strings: rich text as inline strings with runs (`<is><r>…`). */
async function inlineStringsXlsx(deptCode: string, tag: 'S' | 'I'): Promise<Buffer> {
  const out = new PassThrough();
  const parts: Buffer[] = [];
  out.on('data', (c: Buffer) => parts.push(c));
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet('Sheet1');
  fill(sheet, deptCode, tag);
  sheet.commit();
  await workbook.commit();
  return Buffer.concat(parts);
}

describe.each(testDatabases())('spreadsheet import of rich text and date cells (%s)', (kind) => {
  let server: TestServer;
  let admin: TestPortal;
  let deptCode = '';

  beforeAll(async () => {
    server = await startTestServer(kind);
    admin = createTestPortal(server);
    await admin.signIn('admin', 'Admin@123');
    const [dept] = await server.context.db.select({ code: departments.deptCode }).from(departments).limit(1);
    deptCode = dept?.code ?? '';
  }, 60_000);
  afterAll(async () => server?.close());

  for (const [variant, build] of [['shared strings', sharedStringsXlsx], ['inline strings', inlineStringsXlsx]] as const) {
    it(`reads every run of a rich-text cell and a date cell as the date shown (${variant})`, async () => {
      const tag = variant === 'shared strings' ? ('S' as const) : ('I' as const);
      const bytes = await build(deptCode, tag);
      const answer = await uploadFile(server.baseUrl, admin, duty.importUpload.path, { name: `cells-${tag}.xlsx`, bytes });
      expect(answer.body.status).toBe(1000);
      const { redisKey } = await admin.api.call(duty.importStart, { fileKey: answer.body.result?.fileKey ?? '', errorRegx: 1 });
      const done = await waitFinished(() => admin.api.call(duty.importProgress, { key: redisKey }));
      expect(done).toMatchObject({ state: 'succeeded', newInsertNum: 6, failNum: 0 });

      const stored = await server.context.db.select({ name: deptDuties.dutyName, content: deptDuties.content }).from(deptDuties).where(like(deptDuties.dutyName, `${tag}%`));
      const byName = new Map(stored.map((d) => [d.name, d.content]));
      const year = YEAR[tag];
      expect(byName.get(`${tag}日期`)).toBe(`${year}-12-08`);
      expect(byName.get(`${tag}内置日期`)).toBe(`${year}-12-09`);
      expect(byName.get(`${tag}中文日期`)).toBe(`${year}-12-10`);
      expect(byName.get(`${tag}日期时间`)).toBe(`${year}-12-11 09:30:15`);
      // A number that is no date stays the number.
      expect(byName.get(`${tag}数字`)).toBe(String(year * 10));
      const [rich] = await server.context.db.select().from(deptDuties).where(eq(deptDuties.dutyName, `加粗部分红色斜体普通结尾${tag}`));
      expect(rich?.content).toBe(`${tag} 富文本的描述`);
    });
  }
});
