import { useFormState } from 'react-hook-form';
import { useUnsavedChanges } from './unsaved-changes';

/**
 * Inside any react-admin form (SimpleForm, Form): its dirty state guards leaving the page. A module apart from the
 * provider, which the studio's frame mounts: only forms need react-hook-form, so the frame's chunk goes without it
 * (ADR 034).
 */
export function WarnUnsaved() {
  const { isDirty, isSubmitSuccessful } = useFormState();
  useUnsavedChanges(isDirty && !isSubmitSuccessful);
  return null;
}
