import { z } from 'zod/mini';
import { CLOSE_DIALOG_EVENT, type OpenRequest } from '../../../shared/state/dialogs';

/**
 * The messages between the portal and the frames it hosts (DLG-01, DLG-02). Frames ask the portal to open
 * something with 'sh:open'; the portal tells a dialog's frame that it closed with closeDialogEvent.
 */

const serviceId = z.string().check(z.trim(), z.minLength(1), z.maxLength(32));

/**
 * DLG-02: what a hosted frame may ask for. z.object drops every other key, so an address a frame sends along
 * ('openServiceIfram' with a url) never reaches the portal: only configured addresses are ever opened.
 */
const openRequestMessageSchema = z.discriminatedUnion('openType', [
  z.object({ type: z.literal('sh:open'), openType: z.literal('service'), serviceId }),
  z.object({
    type: z.literal('sh:open'),
    openType: z.literal('workGuide'),
    // The directory's own keyword limit (50 characters).
    keyword: z.optional(z.string().check(z.trim(), z.maxLength(50))),
  }),
  z.object({ type: z.literal('sh:open'), openType: z.literal('openServiceIfram') }),
]);

/** The open request in a message's data, or null when the data is not one. */
export function readOpenRequest(data: unknown): OpenRequest | null {
  const parsed = z.safeParse(openRequestMessageSchema, data);
  if (!parsed.success) return null;
  const request = parsed.data;
  if (request.openType === 'service') return { openType: 'service', serviceId: request.serviceId };
  if (request.openType === 'workGuide') {
    return request.keyword ? { openType: 'workGuide', keyword: request.keyword } : { openType: 'workGuide' };
  }
  return { openType: 'openServiceIfram' };
}

export interface CloseDialogMessage {
  type: typeof CLOSE_DIALOG_EVENT;
  id: string;
  childId: string | undefined;
}

/** DLG-01: what a dialog's frame receives when its dialog closes. */
export function closeDialogMessage(id: string, childId: string | undefined): CloseDialogMessage {
  return { type: CLOSE_DIALOG_EVENT, id, childId };
}

/**
 * The origin a frame of `url` runs at, resolved against the portal's own address (a portal path is the portal's
 * origin). null when the address has no origin to trust (an opaque one), so nothing is posted to or accepted from it.
 */
export function frameOrigin(url: string, base: string): string | null {
  try {
    const origin = new URL(url, base).origin;
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
}
