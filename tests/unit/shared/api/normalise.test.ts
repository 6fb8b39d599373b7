import { describe, expect, it } from 'vitest';
import {
  cryptoRefusalMessage, isAcceptedStatus, isSuccessStatus, normaliseAnswer, parseJsonBody,
} from '../../../../src/shared/api/normalise';

describe('status normalisation', () => {
  it.each([
    ['body status first', { status: 1004, code: 200, msg: 'm' }, 500, 1004],
    ['then body code', { code: 9009 }, 500, 9009],
    ['a numeric string status', { status: '1000' }, 500, 1000],
    ['then the HTTP status', { other: 1 }, 502, 502],
    ['then the HTTP status when the body is not JSON', null, 404, 404],
    ['else 99999', null, 0, 99999],
  ])('[WRAP-06] status: %s', (_, body, httpStatus, expected) => {
    expect(normaliseAnswer(body, httpStatus, '').status).toBe(expected);
  });

  it.each([
    ['msg first', { msg: 'a', message: 'b' }, 'Bad', 'a'],
    ['then message', { message: 'b' }, 'Bad', 'b'],
    ['an empty msg is no message', { msg: '', message: 'b' }, 'Bad', 'b'],
    ['then the status text', {}, 'Bad Gateway', 'Bad Gateway'],
    ['else unknown error', {}, '', 'unknown error'],
  ])('[WRAP-06] message: %s', (_, body, statusText, expected) => {
    expect(normaliseAnswer(body, 500, statusText).msg).toBe(expected);
  });

  it('[WRAP-14] keeps well-formed field errors and drops malformed ones', () => {
    expect(normaliseAnswer({ status: 1002, errors: [{ field: 'a', msg: 'b' }] }, 200, '').errors).toEqual([{ field: 'a', msg: 'b' }]);
    expect(normaliseAnswer({ status: 1002, errors: 'nope' }, 200, '').errors).toEqual([]);
  });

  it('[WRAP-07] accepts 200, 1000, 1002, 1004, 9009, 9999, 10000, and 1005 on the osp client only', () => {
    for (const status of [200, 1000, 1002, 1004, 9009, 9999, 10000]) {
      expect(isAcceptedStatus(status, 'blade')).toBe(true);
      expect(isAcceptedStatus(status, 'osp')).toBe(true);
    }
    expect(isAcceptedStatus(1005, 'osp')).toBe(true);
    expect(isAcceptedStatus(1005, 'blade')).toBe(false);
    for (const status of [400, 401, 500, 4190, 8008, 99999]) expect(isAcceptedStatus(status, 'osp')).toBe(false);
  });

  it('[WRAP-05] success is 1000 or 200, and only 1000 for a token login', () => {
    expect(isSuccessStatus(1000, 'getTopMenu')).toBe(true);
    expect(isSuccessStatus(200, 'getTopMenu')).toBe(true);
    expect(isSuccessStatus(1002, 'getTopMenu')).toBe(false);
    expect(isSuccessStatus(1000, 'tokenLogin')).toBe(true);
    expect(isSuccessStatus(200, 'tokenLogin')).toBe(false);
  });

  it('[WRAP-06] a body that is empty or not JSON reads as no body', () => {
    expect(parseJsonBody('')).toBeNull();
    expect(parseJsonBody('<html></html>')).toBeNull();
    expect(parseJsonBody('{"status":1000}')).toEqual({ status: 1000 });
  });
});

describe('wrapped-call refusals', () => {
  it('[WRAP-04] knows the 419x refusals and their messages from the error table', () => {
    expect(cryptoRefusalMessage(4190)).toBe('加密会话已失效，请刷新页面后重试');
    expect(cryptoRefusalMessage(4195)).toBe('缺少请求签名信息');
    expect(cryptoRefusalMessage(1002)).toBeUndefined();
    expect(cryptoRefusalMessage(401)).toBeUndefined();
  });
});
