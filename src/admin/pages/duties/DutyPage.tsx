import { useEffect, useMemo, useRef, useState } from 'react';
import { Box, Button, Chip, Tab, Tabs } from '@mui/material';
import { useIsMutating } from '@tanstack/react-query';
import { useRefresh, useStore } from 'react-admin';
import { deptDutyStudio } from '../../../shared/api/catalogue/dept-duty-config';
import { DeptTree } from '../../components/dept-tree';
import { DraftBar, loadRoles, type ChangeLabels, type PreviewRole } from '../../components/drafts';
import { useStudioProps } from '../../studio-props';
import { DeptInfoList } from './DeptInfo';
import { DutyList } from './DutyList';
import { DutyPreview } from './DutyPreview';
import { NoDutyDepts } from './NoDutyDepts';
import { useDutyTexts } from './texts';

const TABS = ['duties', 'depts', 'noDuty', 'tree'] as const;
type DutyTab = (typeof TABS)[number];

/** Counts settled saves (react-admin's mutations), so the draft bar and the lists read the draft again. */
function useSettledSaves(): number {
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

/**
 * The deptResponsibilityListConfig page (ADR 009 area `deptDuties`): the draft bar, then the duties (search,
 * paging, create, edit, remove), the departments' contact details, the departments without duties, and the
 * department tree that narrows the duties to one department. Nothing reaches the three lists before 发布.
 */
export function DutyPage() {
  const t = useDutyTexts();
  const { blade } = useStudioProps().clients;
  const refresh = useRefresh();
  const edits = useSettledSaves();
  const [tab, setTab] = useStore<DutyTab>('duties.tab', 'duties');
  const [dept, setDept] = useStore<{ id: string; name: string } | null>('duties.dept', null);
  const [roles, setRoles] = useState<PreviewRole[]>([]);
  const area = useMemo(() => ({ calls: deptDutyStudio, client: blade }), [blade]);
  const labels = useMemo<ChangeLabels>(() => ({ fieldLabel: (key) => (t.fields as Record<string, string>)[key] }), [t]);
  useEffect(() => {
    // Without roles the preview only loses its role picker.
    loadRoles(blade).then(setRoles, () => { setRoles([]); });
  }, [blade]);

  return (
    <Box sx={{ py: 1 }}>
      <DraftBar area={area} editHint={edits} roles={roles} labels={labels}
        renderPreview={(preview) => <DutyPreview preview={preview} />} onDraftReplaced={refresh} />
      <Tabs value={tab} onChange={(_e, next: DutyTab) => { setTab(next); }} variant="scrollable" allowScrollButtonsMobile
        sx={{ mb: 1, borderBottom: 1, borderColor: 'divider' }}>
        {TABS.map((key) => <Tab key={key} value={key} label={t.tabs[key]} />)}
      </Tabs>
      {tab === 'duties' ? (
        <>
          {dept ? <Chip label={t.filteredBy(dept.name)} onDelete={() => setDept(null)} sx={{ mb: 1 }} /> : null}
          <DutyList deptId={dept?.id ?? ''} />
        </>
      ) : null}
      {tab === 'depts' ? <DeptInfoList /> : null}
      {tab === 'noDuty' ? <NoDutyDepts editHint={edits} /> : null}
      {tab === 'tree' ? (
        <Box sx={{ maxWidth: 520 }}>
          <Box sx={{ color: 'text.secondary', mb: 1 }}>{t.treeHelp}</Box>
          <DeptTree scope="managed" selectedId={dept?.id ?? null} onSelect={(node) => { setDept({ id: node.dictKey, name: node.dictValue }); setTab('duties'); }} />
          {dept ? <Button size="small" onClick={() => setDept(null)} sx={{ mt: 1 }}>{t.clearFilter}</Button> : null}
        </Box>
      ) : null}
    </Box>
  );
}
