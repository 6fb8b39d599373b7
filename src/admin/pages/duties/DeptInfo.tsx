import { zodResolver } from '@hookform/resolvers/zod';
import { DataTable, Edit, EditButton, List, SearchInput, SimpleForm, SimpleList, TextField, TextInput, TopToolbar } from 'react-admin';
import { Typography, useMediaQuery, useTheme } from '@mui/material';
import { teacherDropList } from '../../../shared/api/catalogue/studio-lists';
import { deptInfoUpdateRequestSchema } from '../../../shared/schema/dept-duty-config';
import { DictionaryInput } from '../../components/dictionary';
import { SpreadsheetToolbar } from '../../components/spreadsheet';
import type { DutyDeptRecord } from './calls';
import { useDutyTexts } from './texts';

// The leader column holds a name: the teacher select stores the chosen teacher's name (dictValue), DICT-01's label.
const TEACHERS = { call: teacherDropList, remote: true, searchParam: 'keyword', valueKey: 'dictValue' } as const;
const resolver = zodResolver(deptInfoUpdateRequestSchema);

/** ospDeptInfo/page: each department with its contact details and how many duties the draft gives it. */
export function DeptInfoList() {
  const t = useDutyTexts();
  const theme = useTheme();
  const narrow = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const empty = <Typography sx={{ p: 2, color: 'text.secondary' }}>{t.emptyDepts}</Typography>;
  return (
    <List resource="dutyDepts" filters={[<SearchInput key="q" source="q" alwaysOn />]} perPage={25} title={t.title}
      actions={<TopToolbar><SpreadsheetToolbar list="department" /></TopToolbar>} empty={false} disableSyncWithLocation>
      {narrow ? (
        <SimpleList<DutyDeptRecord> primaryText={(r) => r.deptName} secondaryText={(r) => `${r.leader} ${r.phone}`} linkType="edit" empty={empty} />
      ) : (
        <DataTable bulkActionButtons={false} empty={empty}>
          <DataTable.Col source="deptCode" label={t.fields.deptCode} disableSort />
          <DataTable.Col source="deptName" label={t.fields.deptName} disableSort />
          <DataTable.Col source="category" label={t.fields.category} disableSort />
          <DataTable.Col source="leader" label={t.fields.leader} disableSort />
          <DataTable.Col source="phone" label={t.fields.phone} disableSort />
          <DataTable.Col source="location" label={t.fields.location} disableSort />
          <DataTable.NumberCol source="dutyCount" label={t.fields.dutyCount} disableSort />
          <DataTable.Col label={false}><EditButton /></DataTable.Col>
        </DataTable>
      )}
    </List>
  );
}

/** ospDeptInfo/update: the leader (a teacher, DICT-01 select), phone and office of one department. */
export function DeptInfoEdit() {
  const t = useDutyTexts();
  return (
    <Edit redirect="list" mutationMode="pessimistic" title={t.tabs.depts}>
      <SimpleForm resolver={resolver} sx={{ maxWidth: 560 }}>
        <TextField source="deptName" variant="h6" />
        <DictionaryInput source="leader" label={t.fields.leader} dictionary={TEACHERS} helperText={t.leaderHelp} />
        <TextInput source="phone" label={t.fields.phone} fullWidth />
        <TextInput source="location" label={t.fields.location} fullWidth />
      </SimpleForm>
    </Edit>
  );
}
