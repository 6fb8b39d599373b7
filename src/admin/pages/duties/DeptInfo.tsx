import { zodResolver } from '@hookform/resolvers/zod';
import { DataTable, Edit, EditButton, List, SearchInput, SimpleForm, SimpleList, TextField, TextInput, TopToolbar } from 'react-admin';
import { Typography, useMediaQuery, useTheme } from '@mui/material';
import { teacherDropList } from '../../../shared/api/catalogue/studio-lists';
import { deptInfoUpdateRequestSchema } from '../../../shared/schema/dept-duty-config';
import { DictionaryInput } from '../../components/dictionary';
import { SpreadsheetToolbar } from '../../components/spreadsheet';
import type { DutyDeptRecord } from './calls';
import './texts';
import { useStudioTranslation } from '../../i18n/use-studio-translation';
import { WarnUnsaved } from '../../components/unsaved';

// The leader column holds a name: the teacher select stores the chosen teacher's name (dictValue), DICT-01's label.
const TEACHERS = { call: teacherDropList, remote: true, searchParam: 'keyword', valueKey: 'dictValue' } as const;
const resolver = zodResolver(deptInfoUpdateRequestSchema);

/** ospDeptInfo/page: each department with its contact details and how many duties the draft gives it. */
export function DeptInfoList() {
  const { t } = useStudioTranslation();
  const theme = useTheme();
  const narrow = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const empty = <Typography sx={{ p: 2, color: 'text.secondary' }}>{t('duties.emptyDepts')}</Typography>;
  return (
    <List resource="dutyDepts" filters={[<SearchInput key="q" source="q" alwaysOn />]} perPage={25} title={t('duties.title')}
      actions={<TopToolbar><SpreadsheetToolbar list="department" /></TopToolbar>} empty={false} disableSyncWithLocation>
      {narrow ? (
        <SimpleList<DutyDeptRecord> primaryText={(r) => r.deptName} secondaryText={(r) => `${r.leader} ${r.phone}`} linkType="edit" empty={empty} />
      ) : (
        <DataTable bulkActionButtons={<SpreadsheetToolbar list="department" exportOnly />} empty={empty}>
          <DataTable.Col source="deptCode" label={t('duties.fields.deptCode')} disableSort />
          <DataTable.Col source="deptName" label={t('duties.fields.deptName')} disableSort />
          <DataTable.Col source="category" label={t('duties.fields.category')} disableSort />
          <DataTable.Col source="leader" label={t('duties.fields.leader')} disableSort />
          <DataTable.Col source="phone" label={t('duties.fields.phone')} disableSort />
          <DataTable.Col source="location" label={t('duties.fields.location')} disableSort />
          <DataTable.NumberCol source="dutyCount" label={t('duties.fields.dutyCount')} disableSort />
          <DataTable.Col label={false}><EditButton /></DataTable.Col>
        </DataTable>
      )}
    </List>
  );
}

/** ospDeptInfo/update: the leader (a teacher, DICT-01 select), phone and office of one department. */
export function DeptInfoEdit() {
  const { t } = useStudioTranslation();
  return (
    <Edit redirect="list" mutationMode="pessimistic" title={t('duties.tabs.depts')}>
      <SimpleForm resolver={resolver} sx={{ maxWidth: 560 }}>
        <WarnUnsaved />
        <TextField source="deptName" variant="h6" />
        <DictionaryInput source="leader" label={t('duties.fields.leader')} dictionary={TEACHERS} helperText={t('duties.leaderHelp')} />
        <TextInput source="phone" label={t('duties.fields.phone')} fullWidth />
        <TextInput source="location" label={t('duties.fields.location')} fullWidth />
      </SimpleForm>
    </Edit>
  );
}
