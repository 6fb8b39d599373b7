import { useCallback, useState } from 'react';
import { useNotify } from 'react-admin';
import type { CallDef, CallRequest } from '../../../shared/api/catalogue/define-call';
import { toHttpError } from '../../data-provider/errors';
import { useSend } from '../../data-provider/use-call';

/**
 * Saves a settings form to its area's draft (ADR 009): `saving` while the call runs (the form is disabled), the
 * saved text as a notification and `changed()` for the draft bar once it lands. What the server refused field by
 * field goes back to react-admin, which shows each message beside its field (e.g. mapping.account); anything else
 * is a notification, and the form keeps what the administrator typed.
 */
export function useDraftSave<C extends CallDef>(call: C, savedText: string, changed: () => void) {
  const notify = useNotify();
  const send = useSend();
  const [saving, setSaving] = useState(false);
  const save = useCallback(async (input: CallRequest<C>): Promise<Record<string, unknown> | undefined> => {
    setSaving(true);
    try {
      await send(call, input);
      notify(savedText, { type: 'success' });
      changed();
      return undefined;
    } catch (error) {
      const refused = toHttpError(error);
      const body = refused.body as { errors?: Record<string, unknown> } | undefined;
      if (body?.errors) return body.errors;
      notify(refused.message, { type: 'error' });
      return undefined;
    } finally {
      setSaving(false);
    }
  }, [call, changed, notify, savedText, send]);
  return { saving, save };
}
