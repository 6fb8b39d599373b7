import { describe, expect, it } from 'vitest';
import { toFormValues, toSubmit } from '../../../../../src/admin/pages/external-apis/calls';
import { externalApiResolver } from '../../../../../src/admin/pages/external-apis/ExternalApiForm';

const resolver = externalApiResolver('请输入请求头的值');
const resolve = async (values: object) => resolver(values, undefined, { fields: {}, shouldUseNativeValidation: false });

const STORED = {
  id: 'api1', apiName: '财务新闻', url: 'https://finance.example.edu/news', method: 'GET' as const, params: [{ name: 'who', paramType: 'userAccount' as const, value: '' }],
  resultPath: 'data.list', timeoutMs: 3000, cacheSeconds: 60, headers: [{ name: 'Authorization', valueSet: true }],
};

describe('the external source form', () => {
  it('starts every stored header empty (kept unless typed) and sends only name and value', () => {
    const form = toFormValues(STORED);
    expect(form.headers).toEqual([{ name: 'Authorization', value: '', valueSet: true }]);
    expect(toSubmit({ ...form, headers: [...form.headers, { name: 'X-Api-Key', value: 'k1' }] }, 'api1').headers)
      .toEqual([{ name: 'Authorization', value: '' }, { name: 'X-Api-Key', value: 'k1' }]);
  });

  it('accepts a stored header left empty, refuses a new one without a value', async () => {
    expect((await resolve(toFormValues(STORED))).errors).toEqual({});
    const { errors } = await resolve({ ...toFormValues(STORED), headers: [{ name: 'Authorization', value: '', valueSet: true }, { name: 'X-Api-Key', value: '' }] });
    expect(errors).toMatchObject({ headers: { 1: { value: { message: '请输入请求头的值' } } } });
  });

  it('refuses the transport\'s own header names, an address without http(s) and a time-out out of range, in Chinese', async () => {
    const { errors } = await resolve({ ...toFormValues(STORED), url: 'ftp://x', timeoutMs: 50, headers: [{ name: 'Host', value: 'a' }] });
    expect(errors).toMatchObject({
      url: { message: '接口地址须以 http:// 或 https:// 开头' },
      timeoutMs: { message: '超时时间不少于 500 毫秒' },
      headers: { 0: { name: { message: '该请求头由系统设置，不能自定义' } } },
    });
  });
});
