import { useEffect, useMemo, useRef, useState } from 'react';
import { useIsMutating } from '@tanstack/react-query';
import { useRefresh } from 'react-admin';
import { deptDutyStudio } from '../../../shared/api/catalogue/dept-duty-config';
import { DraftBar, loadRoles, type ChangeLabels, type PreviewRole } from '../../components/drafts';
import { useStudioProps } from '../../studio-props';
import { DutyPreview } from './DutyPreview';
import { useDutyTexts } from './texts';

/** Counts settled saves (react-admin's mutations), so the draft bar and the lists read the draft again. */
export function useSettledSaves(): number {
  const saving = useIsMutating();
  const [edits, setEdits] = useState(0);
  const wasSaving = useRef(false);
  useEffect(() => {
    if (saving > 0) wasSaving.current = true;
    else if (wasSaving.current) {
      wasSaving.current = false;
      setEdits((n) => n + 1);
    }
  }, [saving]);
  return edits;
}

/** The draft bar of the area deptDuties above both of its lists (duties, departments). */
export function DutyDraftBar({ edits }: { edits: number }) {
  const t = useDutyTexts();
  const { blade } = useStudioProps().clients;
  const refresh = useRefresh();
  const [roles, setRoles] = useState<PreviewRole[]>([]);
  const area = useMemo(() => ({ calls: deptDutyStudio, client: blade }), [blade]);
  const labels = useMemo<ChangeLabels>(() => ({ fieldLabel: (key) => (t.fields as Record<string, string>)[key] }), [t]);
  useEffect(() => {
    // Without roles the preview only loses its role picker.
    loadRoles(blade).then(setRoles, () => { setRoles([]); });
  }, [blade]);
  return (
    <DraftBar area={area} editHint={edits} roles={roles} labels={labels}
      renderPreview={(preview) => <DutyPreview preview={preview} />} onDraftReplaced={refresh} />
  );
}
