import { getDeptTree } from '../../src/shared/api/catalogue/studio-lists';
import { spreadsheetCalls } from '../../src/shared/api/catalogue/spreadsheet-jobs';
import { uploadFile } from '../api/helpers/spreadsheet-client';
import { xlsxOf } from '../api/helpers/spreadsheet-files';
import type { TestPortal } from './portal-client';

export const duty = spreadsheetCalls.deptDuty;
const HEADER = ['部门编码', '职责编码', '职责名称', '职责类型', '设定依据', '职责描述', '是否公开', '排序'];

/**
 * Starts an import of `rows` new duties of one seeded department, every row marked by `tag` in its code and its
 * description, so a fault test can count afterwards that each row was written exactly once.
 */
export async function startDutyImport(baseUrl: string, portal: TestPortal, rows: number, tag: string): Promise<{ jobKey: string }> {
  const tree = await portal.api.call(getDeptTree, {});
  const deptCode = tree[0]?.children[0]?.deptCode ?? tree[0]?.deptCode ?? '';
  const sheet: Array<Array<string | number>> = [HEADER];
  for (let i = 1; i <= rows; i += 1) sheet.push([deptCode, `${tag}${String(i).padStart(6, '0')}`, `故障职责${i}`, '', '', `${tag}描述${i}`, '是', i]);
  const upload = await uploadFile(baseUrl, portal, duty.importUpload.path, { name: `${tag}.xlsx`, bytes: await xlsxOf(sheet) });
  if (upload.body.status !== 1000 || !upload.body.result) throw new Error(`upload refused: ${JSON.stringify(upload.body)}`);
  const { redisKey } = await portal.api.call(duty.importStart, { fileKey: upload.body.result.fileKey, errorRegx: 1, idempotencyKey: `fault-import-${tag}` });
  return { jobKey: redisKey };
}

/** Rows of the import found by code and by description: both equal the row count when none is missing or doubled. */
export async function countDutyRows(portal: TestPortal, tag: string): Promise<{ byCode: number; byDescription: number }> {
  const byCode = await portal.api.call(duty.exportCount, { dataRange: 2, formInline: { keyword: tag } });
  const byDescription = await portal.api.call(duty.exportCount, { dataRange: 2, formInline: { keyword: `${tag}描述` } });
  return { byCode, byDescription };
}
