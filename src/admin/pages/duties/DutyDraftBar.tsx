import { useMemo } from 'react';
import { useRefresh } from 'react-admin';
import { deptDutyStudio } from '../../../shared/api/catalogue/dept-duty-config';
import { DUTY_TYPE_NAMES, DUTY_TYPES } from '../../../shared/schema/three-lists';
import { DraftBar, usePreviewRoles, type ChangeLabels } from '../../components/drafts';
import { DutyPreview } from './DutyPreview';
import './texts';
import { useStudioTranslation } from '../../i18n/use-studio-translation';

/** The draft bar of the area deptDuties above both of its lists (duties, departments). */
export function DutyDraftBar({ edits }: { edits: number }) {
  const { t } = useStudioTranslation();
  const refresh = useRefresh();
  const roles = usePreviewRoles();
  const area = useMemo(() => ({ calls: deptDutyStudio }), []);
  const labels = useMemo<ChangeLabels>(() => ({
    fieldLabel: (key) => t.dynamic(`duties.fields.${key}`, { defaultValue: '' }) || undefined,
    // A duty's type reads as the list shows it (主要职责), not its stored code.
    valueLabel: (key, value) => {
      const type = key === 'dutyType' ? DUTY_TYPES.find((d) => d === value) : undefined;
      return type === undefined ? undefined : DUTY_TYPE_NAMES[type];
    },
  }), [t]);
  return (
    <DraftBar area={area} editHint={edits} roles={roles} labels={labels}
      renderPreview={(preview) => <DutyPreview preview={preview} />} onDraftReplaced={refresh} />
  );
}
