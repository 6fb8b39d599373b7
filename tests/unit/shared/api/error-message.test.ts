import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../../src/shared/api/client-types';
import { errorMessage } from '../../../../src/shared/api/error-message';
import { MSG_UNKNOWN } from '../../../../src/shared/api/wrap-messages';

describe('errorMessage (one text for anything thrown)', () => {
  it('[WRAP-09] gives an Error\'s message, a thrown string, else the unknown-error text or the caller\'s', () => {
    expect(errorMessage(new ApiError(500, '服务器开小差了'))).toBe('服务器开小差了');
    expect(errorMessage('网络断开')).toBe('网络断开');
    expect(errorMessage(new Error(''))).toBe(MSG_UNKNOWN);
    expect(errorMessage({ status: 1 })).toBe(MSG_UNKNOWN);
    expect(errorMessage(undefined, '')).toBe('');
  });
});
