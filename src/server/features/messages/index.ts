/** The messages feature's public surface: all another feature may import from it (eslint.config.js forbids its other modules). */
export { NOTICE_LIMIT, noticeOf, selectUnreadImportant } from './services/unread-notices';
