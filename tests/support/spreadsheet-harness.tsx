import { useState, type ReactNode } from 'react';
import { AdminContext, memoryStore, Notification } from 'react-admin';
import { vi } from 'vitest';
import { createStudioI18nProvider } from '../../src/admin/i18n/i18n-provider';
import { studioTheme } from '../../src/admin/layout/theme';
import { StudioSpreadsheetHost } from '../../src/admin/components/spreadsheet';
import type { ExportApi, ExportSelection, ImportApi } from '../../src/ui/spreadsheet/types';
import type { ExportProgress, ImportProgress } from '../../src/shared/schema/spreadsheet-jobs';

/** The studio's context around a dialog (react-admin's translator and notifications, as its host), in one language. */
export function Providers({ children, lang = 'zh-CN' }: { children: ReactNode; lang?: 'zh-CN' | 'en' }) {
  const [i18n] = useState(() => createStudioI18nProvider(lang));
  const [store] = useState(() => memoryStore());
  return (
    <AdminContext i18nProvider={i18n} store={store} theme={studioTheme}>
      <StudioSpreadsheetHost>{children}</StudioSpreadsheetHost>
      <Notification />
    </AdminContext>
  );
}

/** A dialog host with an opener, as a list's toolbar has: closing unmounts the dialog, reopening mounts it again. */
export function Host({ children }: { children: (close: () => void) => ReactNode }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>open</button>
      {open ? children(() => setOpen(false)) : null}
    </>
  );
}

const HEADER = { deptCode: '部门编码', deptName: '部门名称', dutyDesc: '部门职责详细描述' };
export const SELECTION: ExportSelection = { filter: { deptName: '教务处' }, selectedIds: ['d1', 'd2'] };

export function exportProgress(over: Partial<ExportProgress> = {}): ExportProgress {
  return {
    redisKey: 'job-key-0000000000000001', state: 'running', finished: false, finishRate: 40, useTimeStr: '3秒',
    tryMathRemainTime: '约 5 秒', totalNum: 10, finishNum: 4, errorMsg: '', url: '', errorKey: '', fileName: '部门职责清单.xlsx', ...over,
  };
}

export function importProgress(over: Partial<ImportProgress> = {}): ImportProgress {
  return { ...exportProgress(), newInsertNum: 0, updateNum: 0, jumpNum: 0, failNum: 0, ...over };
}

/** An export API whose answers the test sets; every function is a spy. */
export function fakeExportApi(over: Partial<ExportApi> = {}) {
  return {
    headerFields: vi.fn(async () => HEADER),
    count: vi.fn(async (range: 1 | 2 | 3) => (range === 1 ? 12 : range === 2 ? 5 : 2)),
    start: vi.fn(async () => 'job-key-0000000000000001'),
    poll: vi.fn(async () => exportProgress()),
    download: vi.fn(async () => undefined),
    ...over,
  } satisfies ExportApi;
}

export const MATCH = {
  matchFieldList: [{ column: 'deptCode', configure: '部门编码' }, { column: 'dutyDesc', configure: '' }, { column: 'remark', configure: '' }],
  dbFieldList: [
    { column: 'deptCode', columnName: '部门编码', is_must: 1 as const },
    { column: 'dutyDesc', columnName: '职责描述', is_must: 1 as const },
    { column: 'remark', columnName: '备注', is_must: 0 as const },
  ],
  excelField: ['部门编码', '职责', '备注'],
  checkFieldList: [{ fieldName: 'deptCode', fieldNote: '部门编码', isKey: 1 as const }, { fieldName: 'dutyDesc', fieldNote: '职责描述', isKey: 1 as const }],
};

export function fakeImportApi(over: Partial<ImportApi> = {}) {
  return {
    downloadTemplate: vi.fn(async () => undefined),
    upload: vi.fn(async (file: File) => ({ fileKey: 'upload-key-000000000001', fileName: file.name, size: file.size, sheetName: 'Sheet1' })),
    matchFields: vi.fn(async () => MATCH),
    start: vi.fn(async () => 'job-key-0000000000000002'),
    poll: vi.fn(async () => importProgress()),
    downloadErrors: vi.fn(async () => undefined),
    ...over,
  } satisfies ImportApi;
}

export function xlsx(name = '职责.xlsx', size?: number): File {
  const file = new File(['PK'], name, { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
  if (size !== undefined) Object.defineProperty(file, 'size', { value: size });
  return file;
}
