import { describe, expect, it } from 'vitest';
import { isWrappedPath } from '../../../../src/shared/api/wrapped-paths';

describe('isWrappedPath', () => {
  it.each([
    '/api/blade-workbench/auth/loginOut',
    '/api/blade-platform/homePage/list',
    '/api/comb-cygj/service/detail',
    '/api/online-service-platform/matter/list',
    '/api/project-manage/project/page',
    '/api/project-manage',
    '/api/blade-workbench/auth/loginOut?time=1&next=nobody',
  ])('[WRAP-04] wraps %s', (path) => {
    expect(isWrappedPath(path)).toBe(true);
  });

  it.each([
    ['a nobody path', '/api/blade-platform/nobody/index/index'],
    ['the crypto handshake', '/api/blade-workbench/nobody/crypto/handshake'],
    ['the export download', '/api/blade-workbench/excel/exportFinal'],
    ['the export download with a query', '/api/project-manage/excel/exportFinal?id=1'],
    ['another service', '/api/blade-auth/oauth/token'],
    ['a lookalike service', '/api/blade-platformX/a'],
    ['blade-user', '/api/blade-user/info'],
    ['static JSON', '/static/config.json'],
  ])('[WRAP-04] leaves %s unwrapped', (_, path) => {
    expect(isWrappedPath(path)).toBe(false);
  });
});
