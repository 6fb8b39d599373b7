import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import {
  createImportFormSchema, dataStartRow, defaultImportFormInput, DUPLICATE_RULE_SKIP, fieldMatchError, hasErrorFile,
  headerLineError, IMPORT_FORM_MESSAGES, IMPORT_MAX_BYTES, importFileCountError, importFileError, unmatchedRequiredFields,
} from '../../../../src/shared/rules/import-form';

describe('import form rules', () => {
  it('[IMP-01] step 1 holds the file, the title row, the duplicate rule and the error rule', () => {
    const schema = createImportFormSchema();
    expect(z.parse(schema, { ...defaultImportFormInput(), fileKey: 'upload-1' }))
      .toEqual({ fileKey: 'upload-1', headerLine: 1, ruleNum: 2, errorRegx: 1 });
  });

  it('[IMP-05] only .xls and .xlsx: 上传文件格式错误 (the upload handler says 只支持文件扩展名.xls、.xlsx)', () => {
    expect(importFileError({ name: 'duties.xlsx', size: 10 })).toBeNull();
    expect(importFileError({ name: 'DUTIES.XLS', size: 10 })).toBeNull();
    expect(importFileError({ name: 'duties.csv', size: 10 })).toBe('上传文件格式错误');
    expect(importFileError({ name: 'duties.xlsx.exe', size: 10 })).toBe('上传文件格式错误');
    expect(IMPORT_FORM_MESSAGES['zh-CN'].wrongTypeUpload).toBe('只支持文件扩展名.xls、.xlsx');
  });

  it('[IMP-06] the size limit is 20 MB and the message says 20M', () => {
    expect(IMPORT_MAX_BYTES).toBe(20 * 1024 * 1024);
    expect(importFileError({ name: 'a.xlsx', size: IMPORT_MAX_BYTES })).toBeNull();
    const message = importFileError({ name: 'a.xlsx', size: IMPORT_MAX_BYTES + 1 });
    expect(message).toContain('20M');
    expect(message).not.toContain('5M');
  });

  it('[IMP-07] one file only, with the spec\'s message naming how many were chosen', () => {
    expect(importFileCountError(0, 1)).toBeNull();
    expect(importFileCountError(0, 3)).toBe('当前限制选择 1 个文件，本次选择了 3 个文件，请删除原有上传文件后再上传新的文件。');
    expect(importFileCountError(1, 1)).toBe('当前限制选择 1 个文件，本次选择了 1 个文件，请删除原有上传文件后再上传新的文件。');
  });

  it('[IMP-08] the file is required: 请上传文件', () => {
    const result = z.safeParse(createImportFormSchema(), defaultImportFormInput());
    expect(result.error?.issues.map((i) => i.message)).toEqual(['请上传文件']);
  });

  it('[IMP-09] the title row is required (请输入标题行), an integer 1-10, default 1; data starts on the next row', () => {
    expect(defaultImportFormInput().headerLine).toBe('1');
    expect(headerLineError('')).toBe('请输入标题行');
    expect(headerLineError(null)).toBe('请输入标题行');
    expect(headerLineError('1')).toBeNull();
    expect(headerLineError('10')).toBeNull();
    expect(headerLineError('0')).not.toBeNull();
    expect(headerLineError('11')).not.toBeNull();
    expect(headerLineError('1.5')).not.toBeNull();
    expect(headerLineError('-1')).not.toBeNull();
    expect(dataStartRow(1)).toBe(2);
    expect(dataStartRow(3)).toBe(4);
    const parsed = z.parse(createImportFormSchema(), { ...defaultImportFormInput(), fileKey: 'k', headerLine: ' 3 ' });
    expect(parsed.headerLine).toBe(3);
  });

  it('[IMP-10] the duplicate rule is fixed to 2 (skip duplicates)', () => {
    expect(DUPLICATE_RULE_SKIP).toBe(2);
    expect(z.safeParse(createImportFormSchema(), { ...defaultImportFormInput(), fileKey: 'k', ruleNum: 1 }).success).toBe(false);
  });

  it('[IMP-11] the error rule is 1 (skip and continue) or 2 (stop and exit)', () => {
    const schema = createImportFormSchema();
    expect(z.safeParse(schema, { ...defaultImportFormInput(), fileKey: 'k', errorRegx: 2 }).success).toBe(true);
    expect(z.safeParse(schema, { ...defaultImportFormInput(), fileKey: 'k', errorRegx: 3 }).success).toBe(false);
  });

  it('[IMP-12] every required system field must be matched: 请匹配所有系统必填字段', () => {
    const fields = [
      { key: 'deptCode', label: '部门编码', required: true },
      { key: 'dutyDesc', label: '职责描述', required: true },
      { key: 'remark', label: '备注', required: false },
    ];
    expect(fieldMatchError(fields, { deptCode: '部门编码' })).toBe('请匹配所有系统必填字段');
    expect(unmatchedRequiredFields(fields, { deptCode: '部门编码', dutyDesc: '' }).map((f) => f.key)).toEqual(['dutyDesc']);
    expect(fieldMatchError(fields, { deptCode: '部门编码', dutyDesc: '职责' })).toBeNull();
  });

  it('[IMP-04] an error file is offered when failed rows left an error key', () => {
    expect(hasErrorFile({ failNum: 2, errorKey: 'e1' })).toBe(true);
    expect(hasErrorFile({ failNum: 0, errorKey: 'e1' })).toBe(false);
    expect(hasErrorFile({ failNum: 2, errorKey: null })).toBe(false);
  });

  it('[IMP-09] the English messages are English', () => {
    expect(headerLineError('', IMPORT_FORM_MESSAGES.en)).toBe('Enter the title row');
  });
});
