import { DataTable, FunctionField, List, SearchInput, SelectInput, SimpleList, TopToolbar } from 'react-admin';
import { Box, Chip, Tooltip, Typography, useMediaQuery, useTheme } from '@mui/material';
import { SpreadsheetToolbar } from '../../components/spreadsheet';
import type { UserRecord } from './calls';
import './texts';
import { useStudioTranslation } from '../../i18n/use-studio-translation';
import { useRoleClassChoices } from './use-role-classes';

function StatusChip({ locked }: { locked: boolean }) {
  const { t } = useStudioTranslation();
  return locked ? (
    <Tooltip title={t('userList.lockedHelp')}><Chip size="small" color="warning" label={t('userList.locked')} /></Tooltip>
  ) : <Chip size="small" variant="outlined" label={t('userList.normal')} />;
}

/**
 * 用户 (menu deptResponsibilityListConfig, the spreadsheet list `user`): the tenant's users, paged and searched by the
 * server, with export (all, current search, checked rows) and import.
 */
export function UserList() {
  const { t } = useStudioTranslation();
  const theme = useTheme();
  const narrow = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const roleClasses = useRoleClassChoices();
  const filters = [
    <SearchInput key="q" source="q" alwaysOn placeholder={t('userList.search')} />,
    <SelectInput key="roleType" source="roleType" label={t('userList.fields.roleType')} alwaysOn emptyText={t('userList.allRoles')} choices={roleClasses} />,
  ];
  const empty = <Typography sx={{ p: 2, color: 'text.secondary' }}>{t('userList.empty')}</Typography>;
  return (
    <Box sx={{ py: 1 }}>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>{t('userList.importHint')}</Typography>
      <List resource="studioUsers" filters={filters} perPage={25} sort={{ field: 'account', order: 'ASC' }} title={t('userList.title')}
        actions={<TopToolbar><SpreadsheetToolbar list="user" /></TopToolbar>}
        empty={false} disableSyncWithLocation>
        {narrow ? (
          <SimpleList<UserRecord>
            primaryText={(r) => `${r.realName}（${r.account}）`}
            secondaryText={(r) => [r.roleName, r.deptName].filter((s) => s !== '').join(' · ')}
            tertiaryText={(r) => (r.locked ? t('userList.locked') : '')}
            linkType={false}
            empty={empty}
          />
        ) : (
          // Checked rows are the export's third range (EXP-02); the bulk bar carries its own 导出.
          <DataTable rowClick={false} bulkActionButtons={<SpreadsheetToolbar list="user" exportOnly />} empty={empty}>
            <DataTable.Col source="account" label={t('userList.fields.account')} />
            <DataTable.Col source="realName" label={t('userList.fields.realName')} />
            <DataTable.Col source="roleName" label={t('userList.fields.roleName')} />
            <DataTable.Col source="deptName" label={t('userList.fields.deptName')} />
            <DataTable.Col source="locked" label={t('userList.fields.status')} disableSort>
              <FunctionField<UserRecord> render={(r) => <StatusChip locked={r.locked} />} />
            </DataTable.Col>
          </DataTable>
        )}
      </List>
    </Box>
  );
}
