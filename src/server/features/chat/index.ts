/** The chat feature's public surface: all another feature may import from it (eslint.config.js forbids its other modules). */
export type { ChatRuntime } from './realtime/chat-runtime';
export { decodeChatImage } from './services/chat-image';
