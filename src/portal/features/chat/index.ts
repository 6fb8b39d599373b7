import './texts';

/**
 * Instant messages (issue 5, CHAT-01): the 消息 button with the unread badge for the signed-in shell's top bar.
 * It keeps the page's live stream open while someone is signed in; the drawer loads on the first click.
 */
export { ChatLauncher } from './ChatLauncher';
