import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import {
  canExport, createExportFormSchema, defaultExportFileName, EXPORT_FILE_NAME_INPUT_MAX, EXPORT_FORM_MESSAGES,
  exportCountText, exportFieldOptions, exportFieldParam, exportFieldsError, exportStartOutcome, fileNameError,
  JOB_POLL_INTERVAL_MS, pollOutcome, progressPercent,
} from '../../../../src/shared/rules/export-form';
import { exportFileNameSchema } from '../../../../src/shared/schema/spreadsheet-jobs';

const zh = EXPORT_FORM_MESSAGES['zh-CN'];

describe('export form rules', () => {
  it('[EXP-01] the count reads 共计N条数据 and export is off at 0 or while the count is unknown', () => {
    expect(exportCountText(12)).toBe('共计12条数据');
    expect(exportCountText(0)).toBe('共计0条数据');
    expect(exportCountText(1, 'en')).toBe('1 record in total');
    expect(canExport(0)).toBe(false);
    expect(canExport(null)).toBe(false);
    expect(canExport(3)).toBe(true);
  });

  it('[EXP-02] the data range is 1 all, 2 current search or 3 checked rows, nothing else', () => {
    const schema = createExportFormSchema();
    for (const dataRange of [1, 2, 3]) {
      expect(z.safeParse(schema, { fileName: 'abc', dataRange, fields: ['a'] }).success).toBe(true);
    }
    for (const dataRange of [0, 4, '1']) {
      expect(z.safeParse(schema, { fileName: 'abc', dataRange, fields: ['a'] }).success).toBe(false);
    }
  });

  it('[EXP-03] the file name is required (请输入文件名称) and trimmed; the input takes 30 characters', () => {
    expect(fileNameError('')).toBe('请输入文件名称');
    expect(fileNameError('   ')).toBe('请输入文件名称');
    expect(fileNameError('  职责清单  ')).toBeNull();
    const parsed = z.parse(createExportFormSchema(), { fileName: '  职责清单  ', dataRange: 1, fields: ['a'] });
    expect(parsed.fileName).toBe('职责清单');
    expect(EXPORT_FILE_NAME_INPUT_MAX).toBe(30);
  });

  it('[EXP-04] allows Chinese, letters, digits, dot and underscore up to 250; refuses dashes and other signs', () => {
    expect(fileNameError('部门_duty.2026')).toBeNull();
    expect(fileNameError('duty-list')).toBe('特殊字符只能包括点和下划线');
    expect(fileNameError('duty list')).toBe('特殊字符只能包括点和下划线');
    expect(fileNameError('清单/1')).toBe('特殊字符只能包括点和下划线');
    expect(fileNameError('清单（一）')).toBe('特殊字符只能包括点和下划线');
    expect(fileNameError('a'.repeat(250))).toBeNull();
    expect(fileNameError('a'.repeat(251))).toBe('特殊字符只能包括点和下划线');
  });

  it('[EXP-04] [EXP-05] the form accepts exactly the names the server accepts, with the same messages', () => {
    for (const name of ['', ' ', 'ab', 'abc', ' 职责表 ', 'a-b-c', 'a b c', '清单.v2_最终', '𠀀𠀀𠀀', 'x'.repeat(250), 'x'.repeat(251)]) {
      const server = z.safeParse(exportFileNameSchema, name);
      expect(fileNameError(name) === null, name).toBe(server.success);
      // Over 250 the spec's one message stands for the length too; the server names the length.
      if (name.length <= 250) expect(fileNameError(name), name).toBe(server.success ? null : server.error.issues[0]?.message);
    }
  });

  it('[EXP-05] needs at least three characters (文件名称不可少于三个字符), counting Chinese characters as one', () => {
    expect(fileNameError('ab')).toBe('文件名称不可少于三个字符');
    expect(fileNameError(' ab ')).toBe('文件名称不可少于三个字符');
    expect(fileNameError('职责')).toBe('文件名称不可少于三个字符');
    expect(fileNameError('职责表')).toBeNull();
  });

  it('[EXP-06] needs at least one field (请至少选择一个导出字段)', () => {
    expect(exportFieldsError([])).toBe('请至少选择一个导出字段');
    expect(exportFieldsError(['deptCode'])).toBeNull();
    const result = z.safeParse(createExportFormSchema(), { fileName: 'abc', dataRange: 1, fields: [] });
    expect(result.error?.issues.map((i) => i.message)).toEqual(['请至少选择一个导出字段']);
  });

  it('[EXP-06] the English form says the same in English', () => {
    const result = z.safeParse(createExportFormSchema(EXPORT_FORM_MESSAGES.en), { fileName: 'a-', dataRange: 1, fields: [] });
    expect(result.error?.issues.map((i) => i.message)).toEqual([EXPORT_FORM_MESSAGES.en.fileNameChars, EXPORT_FORM_MESSAGES.en.fieldsRequired]);
    expect(zh.fieldsRequired).toBe('请至少选择一个导出字段');
  });

  it('[EXP-07] the default name is the list name and a timestamp, passes the name rules and fits the input', () => {
    const now = new Date(2026, 10, 24, 9, 5, 7);
    expect(defaultExportFileName('部门职责清单', now)).toBe('部门职责清单20261124090507');
    expect(fileNameError(defaultExportFileName('部门职责清单', now))).toBeNull();
    // Characters EXP-04 refuses are left out; a long list name is cut so the whole name fits 30 characters.
    expect(defaultExportFileName('Card types - home', now)).toBe('Cardtypeshome20261124090507');
    const long = defaultExportFileName('很'.repeat(40), now);
    expect(Array.from(long)).toHaveLength(30);
    expect(long.endsWith('20261124090507')).toBe(true);
  });

  it('[CARD-11] field labels are cut at five characters with an ellipsis; the full label stays for the call', () => {
    const options = exportFieldOptions({ deptCode: '部门编码', dutyDesc: '部门职责详细描述' });
    expect(options).toEqual([
      { key: 'deptCode', label: '部门编码', shortLabel: '部门编码' },
      { key: 'dutyDesc', label: '部门职责详细描述', shortLabel: '部门职责详…' },
    ]);
  });

  it('[EXP-11] exportField joins the chosen fields as label:key in header order', () => {
    const options = exportFieldOptions({ deptCode: '部门编码', deptName: '部门名称', dutyDesc: '职责描述' });
    expect(exportFieldParam(options, ['dutyDesc', 'deptCode'])).toBe('部门编码:deptCode,职责描述:dutyDesc');
    expect(exportFieldParam(options, [])).toBe('');
  });

  it('[EXP-08] start: 1000 opens the progress, 1002 closes with the message, anything else shows the error', () => {
    expect(exportStartOutcome(1000)).toBe('progress');
    expect(exportStartOutcome(1002)).toBe('close');
    expect(exportStartOutcome(8008)).toBe('error');
    expect(exportStartOutcome(400)).toBe('error');
    expect(JOB_POLL_INTERVAL_MS).toBe(3000);
  });

  it('[EXP-09] a finished poll ends polling at 100 percent', () => {
    expect(pollOutcome({ status: 1000, finished: true })).toBe('finished');
    expect(progressPercent(40, true)).toBe(100);
    expect(pollOutcome({ status: 1000, finished: false })).toBe('continue');
    expect(progressPercent(40, false)).toBe(40);
    expect(progressPercent('55.5', false)).toBe(55.5);
    expect(progressPercent(null, false)).toBe(0);
    expect(progressPercent(180, false)).toBe(100);
  });

  it('[EXP-10] 8010 while polling is ignored; any other non-1000 fails', () => {
    expect(pollOutcome({ status: 8010 })).toBe('ignore');
    expect(pollOutcome({ status: 8008 })).toBe('failed');
    expect(pollOutcome({ status: 1002 })).toBe('failed');
  });
});
