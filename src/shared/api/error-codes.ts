/**
 * The one table from error code to HTTP status, envelope status and Chinese message.
 * The server answers with it; the client recognises the few codes it must react to.
 */
export const ERROR_CODES = {
  BAD_REQUEST: { http: 400, status: 400, msg: '请求参数有误' },
  VALIDATION: { http: 400, status: 400, msg: '提交的内容未通过校验' },
  MALFORMED_JSON: { http: 400, status: 400, msg: '请求内容不是有效的 JSON' },
  // Refused on the raw text before parsing (server/http/json-depth.ts): a cheap way to stall the server otherwise.
  JSON_TOO_DEEP: { http: 400, status: 400, msg: '请求内容嵌套层数过多（最多 64 层），请检查提交的数据' },
  JSON_BAD_TEXT: { http: 400, status: 400, msg: '请求内容含有无效字符（不成对的 Unicode 代理项），请检查提交的文字' },
  BAD_CREDENTIALS: { http: 400, status: 400, msg: '账号或密码错误' },
  LOGIN_THROTTLED: { http: 429, status: 429, msg: '登录失败次数过多，请稍后再试' },
  UNAUTHENTICATED: { http: 401, status: 401, msg: '登录已失效，请重新登录' },
  FORBIDDEN: { http: 403, status: 403, msg: '没有访问权限' },
  // A state-changing request sent by another site's page (CSRF): refused before any handler runs.
  CROSS_SITE_REFUSED: { http: 403, status: 403, msg: '已拒绝来自其他网站的请求，请在本站页面中操作' },
  NOT_FOUND: { http: 404, status: 404, msg: '请求的接口不存在' },
  METHOD_NOT_ALLOWED: { http: 405, status: 405, msg: '请求方法不被允许' },
  PAYLOAD_TOO_LARGE: { http: 413, status: 413, msg: '请求内容过大' },
  UNSUPPORTED_MEDIA_TYPE: { http: 415, status: 415, msg: '不支持的请求内容类型' },
  // 401, not 400: a dead refresh token ends the page's sign-in (WRAP-08), instead of being retried every 10 s.
  INVALID_REFRESH_TOKEN: { http: 401, status: 401, msg: '刷新令牌无效或已过期，请重新登录' },
  INVALID_CLIENT: { http: 400, status: 400, msg: '客户端凭证无效' },
  // Wrapped-call (encryption and signature) failures: never 401, which would sign the user out.
  CRYPTO_SESSION_INVALID: { http: 400, status: 4190, msg: '加密会话已失效，请刷新页面后重试' },
  CRYPTO_TIMESTAMP_SKEW: { http: 400, status: 4191, msg: '请求时间与服务器时间相差过大，请校准本机时间' },
  CRYPTO_REPLAYED: { http: 409, status: 4192, msg: '重复的请求已被拒绝' },
  CRYPTO_BAD_SIGNATURE: { http: 400, status: 4193, msg: '请求签名校验失败' },
  CRYPTO_BAD_PAYLOAD: { http: 400, status: 4194, msg: '请求内容解密失败' },
  CRYPTO_MISSING_HEADERS: { http: 400, status: 4195, msg: '缺少请求签名信息' },
  // MSG-02: the client routes this exact text to /deleteNoPag.
  MESSAGE_DELETED: { http: 410, status: 410, msg: '消息已被删除' },
  IN_USE: { http: 409, status: 409, msg: '仍有数据引用，无法删除' },
  CARD_MANDATORY: { http: 400, status: 400, msg: '必选卡片不能从首页移除' },
  CARD_NOT_ALLOWED: { http: 403, status: 403, msg: '该卡片未对您的角色开放' },
  DATA_SOURCE_REFUSED: { http: 400, status: 400, msg: '数据源地址不被允许：不能访问内网、本机或保留地址' },
  DATA_SOURCE_FAILED: { http: 502, status: 502, msg: '外部数据源请求失败' },
  DATA_SOURCE_TIMEOUT: { http: 504, status: 504, msg: '外部数据源响应超时' },
  // A service the caller may not see answers exactly like an unknown one (the directory, OPEN-04).
  SERVICE_NOT_FOUND: { http: 404, status: 404, msg: '服务不存在或已下架' },
  FAVORITES_ORDER_MISMATCH: { http: 400, status: 400, msg: '排序列表与当前收藏不一致，请刷新后重试' },
  ROLE_NOT_FOUND: { http: 404, status: 404, msg: '角色不存在' },
  // SHELL-10: a whitelisted status (WRAP-07), so the page receives it and shows the sensitive-word dialog.
  SENSITIVE_WORD: { http: 422, status: 9009, msg: '您的评论包含敏感词，已触发安全策略并被记录，请修改后重新提交' },
  RATING_REFUSED: { http: 409, status: 409, msg: '暂不能评价该服务' },
  // A guide of a service the caller may not see answers exactly like a missing guide.
  GUIDE_NOT_FOUND: { http: 404, status: 404, msg: '该服务暂无办事指南' },
  SYNONYM_NOT_FOUND: { http: 404, status: 404, msg: '同义词组不存在或已删除' },
  RATE_LIMITED: { http: 429, status: 429, msg: '请求过于频繁，请稍后再试' },
  INTERNAL: { http: 500, status: 500, msg: '服务器开小差了，请稍后再试' },
  UNAVAILABLE: { http: 503, status: 503, msg: '服务暂不可用，请稍后再试' },
  // Load shedding (http/load-shedding.ts): sent with Retry-After; the client may simply try again then.
  SERVER_BUSY: { http: 503, status: 503, msg: '当前访问人数较多，请稍后再试' },
  // The database is unreachable (restarting, failing over): sent with Retry-After, the server reconnects by itself.
  DATABASE_UNAVAILABLE: { http: 503, status: 503, msg: '数据服务暂时中断，系统正在自动恢复，请稍后再试' },
  // Neither Redis nor the database could record a wrapped call's request id (ADR 018): sent with Retry-After.
  REPLAY_STORE_UNAVAILABLE: { http: 503, status: 503, msg: '安全校验服务暂时中断，请求未被处理，请稍后重试' },
  // The three lists, the help robot and feedback (issue 5); one the caller may not see answers like an unknown one.
  DEPT_NOT_FOUND: { http: 404, status: 404, msg: '部门不存在' },
  QUESTION_NOT_FOUND: { http: 404, status: 404, msg: '该问题不存在或已下线' },
  QUESTION_RECORD_NOT_FOUND: { http: 404, status: 404, msg: '提问记录不存在' },
  QUESTION_SCENE_NOT_FOUND: { http: 404, status: 404, msg: '问题场景不存在' },
  FEEDBACK_NOT_FOUND: { http: 404, status: 404, msg: '反馈不存在' },
  FEEDBACK_STATUS_INVALID: { http: 409, status: 409, msg: '该反馈的当前状态不能变更为所选状态' },
  FEEDBACK_DAILY_LIMIT: { http: 429, status: 429, msg: '今日提交的反馈已达上限，请明天再试' },
  // Instant messages and the personal centre (issue 5): someone else's record answers like an unknown one.
  CHAT_PEER_NOT_FOUND: { http: 404, status: 404, msg: '联系人不存在' },
  CHAT_MP_READ_ONLY: { http: 403, status: 403, msg: '公众号暂不支持回复消息' },
  CHAT_IMAGE_INVALID: { http: 400, status: 400, msg: '图片无效：只支持 PNG、JPEG、GIF、WebP 格式' },
  ROLE_NOT_HELD: { http: 403, status: 403, msg: '您未拥有该角色，无法切换' },
  BINDING_NOT_FOUND: { http: 404, status: 404, msg: '绑定记录不存在或已解除' },
  OLD_PASSWORD_WRONG: { http: 400, status: 400, msg: '原密码错误' },
  PASSWORD_RULE: { http: 400, status: 400, msg: '新密码不符合密码规则' },
  // The studio's drafts and versions (issue 6, ADR 009).
  CONFIG_CONFLICT: { http: 409, status: 409, msg: '配置已被他人修改，请刷新后重试' },
  // A name that must be unique in the tenant (a card type's name, a knowledge-base question) is already taken.
  DUPLICATE: { http: 409, status: 409, msg: '名称已存在，请换一个' },
  // Spreadsheet export and import (issue 7, ADR 011): 1002 is whitelisted (WRAP-07), the export dialog shows it (EXP-08).
  SPREADSHEET_EMPTY: { http: 409, status: 1002, msg: '没有可导出的数据' },
  JOB_NOT_FOUND: { http: 404, status: 404, msg: '任务不存在或已过期' },
  // A user's exports queued or running at once are capped (SPREADSHEET_MAX_EXPORTS_PER_USER, jobs/job-store.ts).
  EXPORT_JOBS_LIMIT: { http: 429, status: 429, msg: '您排队或进行中的导出任务已达上限，请等待已有任务完成后再导出' },
} as const satisfies Record<string, { http: number; status: number; msg: string }>;

export type ErrorCode = keyof typeof ERROR_CODES;

/** Envelope status that tells the client to redo its crypto handshake and retry once. */
export const STATUS_CRYPTO_SESSION_INVALID = ERROR_CODES.CRYPTO_SESSION_INVALID.status;
