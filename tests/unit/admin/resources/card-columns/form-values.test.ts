import { describe, expect, it } from 'vitest';
import { checkColumn, fromFormValues, parseLines, toFormValues } from '../../../../../src/admin/resources/card-columns/form-values';

const stored = {
  id: 'col1', cardId: 'c1', columnName: '校内新闻', sort: 2,
  dataSource: { kind: 'api' as const, apiId: 'api1', params: { channel: 'campus' }, fieldMapping: { title: 'headline', releaseTime: 'meta.date' } },
};

describe('a column’s form values', () => {
  it('reads "name=value" lines, keeping "=" inside values and skipping blank or nameless lines', () => {
    expect(parseLines('a=1\n\n  b = x=y \n=orphan\nflag')).toEqual([['a', '1'], ['b', 'x=y'], ['flag', '']]);
  });

  it('turns a stored column into lines and back into the same column', () => {
    const form = toFormValues(stored);
    expect(form.fieldMappingText).toBe('title=headline\nreleaseTime=meta.date');
    expect(form.dataSource).toEqual({ kind: 'api', apiId: 'api1' });
    expect(checkColumn(form)).toEqual({ column: stored, errors: {} });
  });

  it('checks with the shared schema and names the form field of each problem', () => {
    const form = { ...toFormValues(stored), columnName: '', dataSource: { kind: 'api' as const, apiId: '' }, fieldMappingText: `title=${'x'.repeat(201)}` };
    const { column, errors } = checkColumn(form);
    expect(column).toBeNull();
    expect(errors.columnName).toBe('请输入栏目名称');
    expect(Object.keys(errors).sort()).toEqual(['columnName', 'dataSource.apiId', 'fieldMappingText']);
  });

  it('builds a built-in source with the staging table’s shown fields', () => {
    const form = { ...toFormValues({ cardId: 'c2' }), columnName: '暂存', dataSource: { kind: 'builtin' as const, source: 'staging' }, paramsText: 'tableKey=leave', cardMappingText: 'reason=请假事由' };
    expect(fromFormValues(form)).toEqual({
      cardId: 'c2', columnName: '暂存', sort: 0,
      dataSource: { kind: 'builtin', source: 'staging', params: { tableKey: 'leave' }, cardMapping: [{ field: 'reason', chineseName: '请假事由' }] },
    });
  });
});

describe('an api column\'s required target fields', () => {
  it('refuses a mapping that leaves out a required field of the card kind (a news item without id)', async () => {
    const { checkColumn, unmappedRequired } = await import('../../../../../src/admin/resources/card-columns/form-values');
    const form = { cardId: 'c1', columnName: '新闻', sort: 1, dataSource: { kind: 'api' as const, apiId: 'api1' }, paramsText: '', fieldMappingText: 'title=headline', cardMappingText: '' };
    expect(unmappedRequired(form, ['id', 'title'])).toEqual(['id']);
    expect(checkColumn(form, ['id', 'title']).errors).toEqual({ fieldMappingText: '请映射必填字段：id' });
    expect(checkColumn({ ...form, fieldMappingText: 'title=headline\nid=newsId' }, ['id', 'title']).errors).toEqual({});
  });
});
