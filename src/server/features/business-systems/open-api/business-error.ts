import { BUSINESS_ERRORS, type BusinessError, type BusinessErrorCode } from '../../../../shared/schema/business-api';

/** The default message of each refusal (Chinese, for the people reading a system's logs). */
const MESSAGES: Record<BusinessErrorCode, string> = {
  missing_signature: '缺少签名：请带上 X-SH-Key-Id、X-SH-Timestamp、X-SH-Nonce 和 X-SH-Signature',
  unknown_key: '密钥不存在',
  key_revoked: '密钥已吊销，请使用新的密钥',
  expired_timestamp: '时间戳超出允许范围（前后 300 秒），请校准系统时钟',
  bad_signature: '签名不正确',
  replayed_nonce: '该请求已处理过（nonce 重复），请用新的 nonce 重新签名',
  system_disabled: '业务系统已停用',
  scope_denied: '该业务系统没有此接口的权限',
  service_not_owned: '该服务不属于此业务系统',
  invalid_request: '请求内容不正确',
  unsupported_media_type: '请求体须为 JSON（content-type: application/json）',
  payload_too_large: '请求体超过 64 KiB',
  unknown_user: '用户不存在',
  unknown_department: '部门不存在',
  unknown_role: '角色不存在',
  unknown_service: '服务不存在',
  unknown_application: '办件不存在，请先报送 submitted 事件',
  unknown_todo: '待办不存在',
  not_found: '接口不存在',
  out_of_order: '办件状态不允许此操作',
  id_conflict: '该编号已用于另一内容',
  rate_limited: '请求过于频繁，请稍后再试',
  unavailable: '服务暂时不可用，请稍后再试',
  internal: '服务器内部错误',
};

/** A refusal of the inbound API: its code decides the HTTP status; the body is `{ error: { code, message, … } }`. */
export class BusinessApiError extends Error {
  readonly code: BusinessErrorCode;
  readonly fields: Record<string, string> | undefined;
  readonly retryAfter: number | undefined;

  constructor(code: BusinessErrorCode, options: { message?: string; fields?: Record<string, string>; retryAfter?: number } = {}) {
    super(options.message ?? MESSAGES[code]);
    this.name = 'BusinessApiError';
    this.code = code;
    this.fields = options.fields;
    this.retryAfter = options.retryAfter;
  }

  get httpStatus(): number {
    return BUSINESS_ERRORS[this.code];
  }

  toBody(): BusinessError {
    return {
      error: {
        code: this.code, message: this.message,
        ...(this.fields ? { fields: this.fields } : {}),
        ...(this.retryAfter !== undefined ? { retryAfter: this.retryAfter } : {}),
      },
    };
  }
}
