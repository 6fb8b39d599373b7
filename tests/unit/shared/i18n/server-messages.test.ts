import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from '../../../../src/shared/api/error-codes';
import { MSG_TIMEOUT, MSG_UNKNOWN } from '../../../../src/shared/api/wrap-messages';
import { DEFAULT_OUT_LOG_TIP, localiseServerMessage } from '../../../../src/shared/i18n/server-messages';
import { OUT_LOG_TIP } from '../../../../src/server/features/session/routes';

describe('server and wrapper messages in the reader language', () => {
  it('[AUTH-03] keeps the server msg in Chinese and gives English readers the same message in English', () => {
    expect(localiseServerMessage('账号或密码错误', 'zh-CN')).toBe('账号或密码错误');
    expect(localiseServerMessage('账号或密码错误', 'en')).toBe('Incorrect account or password.');
    expect(localiseServerMessage('登录失败次数过多，请 15 分钟后再试', 'en'))
      .toBe('Too many failed sign-in attempts. Please try again in 15 minutes.');
    expect(localiseServerMessage('登录失败次数过多，请 1 分钟后再试', 'en')).toMatch(/in 1 minute\.$/);
    expect(localiseServerMessage('登录失败次数过多，请 8 秒后再试', 'en'))
      .toBe('Too many failed sign-in attempts. Please try again in 8 seconds.');
    for (const { msg } of Object.values(ERROR_CODES)) {
      expect(localiseServerMessage(msg, 'en')).toMatch(/^[\x20-\x7e]+$/);
    }
  });

  it('[SESS-05] translates the server default outLogTip only; a configured tip is shown as written', () => {
    expect(DEFAULT_OUT_LOG_TIP).toBe(OUT_LOG_TIP);
    expect(localiseServerMessage(OUT_LOG_TIP, 'zh-CN')).toBe(OUT_LOG_TIP);
    expect(localiseServerMessage(OUT_LOG_TIP, 'en')).toMatch(/sign in again/);
    expect(localiseServerMessage('系统维护中，请稍后登录', 'en')).toBe('系统维护中，请稍后登录');
  });

  it('[WRAP-09] gives Chinese readers the wrapper English messages in Chinese', () => {
    expect(localiseServerMessage(MSG_TIMEOUT, 'zh-CN')).toBe('接口请求超时，请稍后再试');
    expect(localiseServerMessage(MSG_TIMEOUT, 'en')).toBe(MSG_TIMEOUT);
    expect(localiseServerMessage(MSG_UNKNOWN, 'zh-CN')).toBe('未知错误');
  });
});
