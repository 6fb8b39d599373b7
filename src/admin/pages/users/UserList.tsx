import { DataTable, FunctionField, List, SearchInput, SelectInput, SimpleList, TopToolbar } from 'react-admin';
import { Box, Chip, Tooltip, Typography, useMediaQuery, useTheme } from '@mui/material';
import { SpreadsheetToolbar } from '../../components/spreadsheet';
import type { UserRecord } from './calls';
import { useUserListTexts } from './texts';
import { useRoleClassChoices } from './use-role-classes';

function StatusChip({ locked }: { locked: boolean }) {
  const t = useUserListTexts();
  return locked ? (
    <Tooltip title={t.lockedHelp}><Chip size="small" color="warning" label={t.locked} /></Tooltip>
  ) : <Chip size="small" variant="outlined" label={t.normal} />;
}

/**
 * 用户 (menu deptResponsibilityListConfig, the spreadsheet list `user`): the tenant's users, paged and searched by the
 * server, with export (all, current search, checked rows) and import.
 */
export function UserList() {
  const t = useUserListTexts();
  const theme = useTheme();
  const narrow = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const roleClasses = useRoleClassChoices();
  const filters = [
    <SearchInput key="q" source="q" alwaysOn placeholder={t.search} />,
    <SelectInput key="roleType" source="roleType" label={t.fields.roleType} alwaysOn emptyText={t.allRoles} choices={roleClasses} />,
  ];
  const empty = <Typography sx={{ p: 2, color: 'text.secondary' }}>{t.empty}</Typography>;
  return (
    <Box sx={{ py: 1 }}>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>{t.importHint}</Typography>
      <List resource="studioUsers" filters={filters} perPage={25} sort={{ field: 'account', order: 'ASC' }} title={t.title}
        actions={<TopToolbar><SpreadsheetToolbar list="user" /></TopToolbar>}
        empty={false} disableSyncWithLocation>
        {narrow ? (
          <SimpleList<UserRecord>
            primaryText={(r) => `${r.realName}（${r.account}）`}
            secondaryText={(r) => [r.roleName, r.deptName].filter((s) => s !== '').join(' · ')}
            tertiaryText={(r) => (r.locked ? t.locked : '')}
            linkType={false}
            empty={empty}
          />
        ) : (
          // Checked rows are the export's third range (EXP-02); the bulk bar carries its own 导出.
          <DataTable rowClick={false} bulkActionButtons={<SpreadsheetToolbar list="user" exportOnly />} empty={empty}>
            <DataTable.Col source="account" label={t.fields.account} />
            <DataTable.Col source="realName" label={t.fields.realName} />
            <DataTable.Col source="roleName" label={t.fields.roleName} />
            <DataTable.Col source="deptName" label={t.fields.deptName} />
            <DataTable.Col source="locked" label={t.fields.status} disableSort>
              <FunctionField<UserRecord> render={(r) => <StatusChip locked={r.locked} />} />
            </DataTable.Col>
          </DataTable>
        )}
      </List>
    </Box>
  );
}
