import { Box, Button, Chip, Tab, Tabs } from '@mui/material';
import { useStore } from 'react-admin';
import { DeptTree } from '../../components/dept-tree';
import { DeptInfoList } from './DeptInfo';
import { useSettledSaves } from '../../components/drafts';
import { DutyDraftBar } from './DutyDraftBar';
import { DutyList } from './DutyList';
import { NoDutyDepts } from './NoDutyDepts';
import './texts';
import { useStudioTranslation } from '../../i18n/use-studio-translation';

const TABS = ['duties', 'noDuty', 'tree'] as const;
type DutyTab = (typeof TABS)[number];

/**
 * The deptResponsibilityListConfig page (ADR 009 area `deptDuties`): the draft bar, then the duties (search,
 * paging, create, edit, remove), the departments without duties, and the department tree that narrows the duties
 * to one department. Nothing reaches the three lists before 发布.
 */
export function DutyPage() {
  const { t } = useStudioTranslation();
  const edits = useSettledSaves();
  const [tab, setTab] = useStore<DutyTab>('duties.tab', 'duties');
  const [dept, setDept] = useStore<{ id: string; name: string } | null>('duties.dept', null);

  return (
    <Box sx={{ py: 1 }}>
      <DutyDraftBar edits={edits} />
      <Tabs value={tab} onChange={(_e, next: DutyTab) => { setTab(next); }} variant="scrollable" allowScrollButtonsMobile
        sx={{ mb: 1, borderBottom: 1, borderColor: 'divider' }}>
        {TABS.map((key) => <Tab key={key} value={key} label={t(`duties.tabs.${key}`)} />)}
      </Tabs>
      {tab === 'duties' ? (
        <>
          {dept ? <Chip label={t('duties.filteredBy', { name: dept.name })} onDelete={() => setDept(null)} sx={{ mb: 1 }} /> : null}
          <DutyList deptId={dept?.id ?? ''} />
        </>
      ) : null}
      {tab === 'noDuty' ? <NoDutyDepts editHint={edits} /> : null}
      {tab === 'tree' ? (
        <Box sx={{ maxWidth: 520 }}>
          <Box sx={{ color: 'text.secondary', mb: 1 }}>{t('duties.treeHelp')}</Box>
          <DeptTree scope="managed" selectedId={dept?.id ?? null} onSelect={(node) => { setDept({ id: node.dictKey, name: node.dictValue }); setTab('duties'); }} />
          {dept ? <Button size="small" onClick={() => setDept(null)} sx={{ mt: 1 }}>{t('duties.clearFilter')}</Button> : null}
        </Box>
      ) : null}
    </Box>
  );
}

/** The departments' contact details under the same draft bar. */
export function DeptInfoPage() {
  const edits = useSettledSaves();
  return (
    <Box sx={{ py: 1 }}>
      <DutyDraftBar edits={edits} />
      <DeptInfoList />
    </Box>
  );
}
