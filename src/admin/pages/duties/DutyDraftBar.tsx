import { useMemo } from 'react';
import { useRefresh } from 'react-admin';
import { deptDutyStudio } from '../../../shared/api/catalogue/dept-duty-config';
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
  const labels = useMemo<ChangeLabels>(() => ({ fieldLabel: (key) => t.dynamic(`duties.fields.${key}`, { defaultValue: '' }) || undefined }), [t]);
  return (
    <DraftBar area={area} editHint={edits} roles={roles} labels={labels}
      renderPreview={(preview) => <DutyPreview preview={preview} />} onDraftReplaced={refresh} />
  );
}
