import { useState } from 'react';
import { useNotify } from 'react-admin';
import { ApiError } from '../../../shared/api/client-types';
import { messageOf } from '../../components/drafts/errors';

/** Field errors of a refused save, by the field's path ('tools.0.url'), so each shows beside its field. */
export type FieldErrors = Record<string, string>;

/**
 * Runs one save of a section: notifies success, keeps the server's field errors for the fields, and shows any other
 * refusal as the section's error.
 */
export function useSave(savedText: string, onSaved: () => void) {
  const notify = useNotify();
  const [saving, setSaving] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [error, setError] = useState<string | null>(null);

  async function run(save: () => Promise<unknown>): Promise<void> {
    setSaving(true);
    setError(null);
    setFieldErrors({});
    try {
      await save();
      notify(savedText, { type: 'success' });
      onSaved();
    } catch (failure) {
      const fields = failure instanceof ApiError ? Object.fromEntries(failure.errors.map((e) => [e.field, e.msg])) : {};
      setFieldErrors(fields);
      setError(messageOf(failure));
    } finally {
      setSaving(false);
    }
  }

  return { run, saving, fieldErrors, error };
}
