import { readMessage } from '../../../shared/api/catalogue/messages';
import type { CallOptions } from '../../../shared/api/client-types';
import { readSessionUser } from '../../../shared/rules/sign-in-state';
import type { PortalServices } from '../../app/services';
import { notifyMessageRead } from './message-read-events';

/**
 * MSG-01: marks a message read for the signed-in user (readMessage with their own user id) and tells the notice
 * toast. Resolves false when nobody is signed in; rejects when the call fails.
 */
export async function markMessageRead(s: PortalServices, messageId: string, options?: CallOptions): Promise<boolean> {
  const user = readSessionUser(s.store);
  if (!user || user.user_id === '') return false;
  await s.blade.call(readMessage, { messageId, userId: user.user_id }, options);
  notifyMessageRead(s);
  return true;
}
