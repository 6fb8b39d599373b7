import {
  CreateButton, DataTable, DeleteButton, EditButton, FunctionField, List, SearchInput, SelectInput, SimpleList, TopToolbar,
} from 'react-admin';
import { Box, Chip, Typography, useMediaQuery, useTheme } from '@mui/material';
import { DUTY_TYPE_NAMES, DUTY_TYPES } from '../../../shared/schema/three-lists';
import { SpreadsheetToolbar } from '../../components/spreadsheet';
import type { DutyRecord } from './calls';
import './texts';
import type { TFunction } from '../../../shared/i18n';
import { useStudioTranslation } from '../../i18n/use-studio-translation';

const typeName = (t: TFunction, type: DutyRecord['dutyType']) => (type === '' ? t('duties.noType') : DUTY_TYPE_NAMES[type]);

export interface DutyListProps {
  /** Only this department's duties (chosen in the department tree); '' for all. */
  deptId: string;
}

/**
 * The duties of the draft, paged and searched by the server (ospDeptDutyListConfig/page), in department order and
 * each department's own order. The resource is `duties`, the name the spreadsheet jobs use.
 */
export function DutyList({ deptId }: DutyListProps) {
  const { t } = useStudioTranslation();
  const theme = useTheme();
  // A phone gets one line per duty (a tap opens it) instead of a cramped table.
  const narrow = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const scope = deptId === '' ? undefined : { id: deptId };
  const filters = [
    <SearchInput key="q" source="q" alwaysOn placeholder={t('duties.search')} />,
    <SelectInput key="dutyType" source="dutyType" label={t('duties.fields.dutyType')} alwaysOn emptyText={t('duties.allTypes')}
      choices={DUTY_TYPES.map((d) => ({ id: d, name: DUTY_TYPE_NAMES[d] }))} />,
  ];
  return (
    <List resource="duties" filters={filters} filter={deptId === '' ? {} : { deptId }} perPage={25} title={t('duties.title')}
      actions={(
        <TopToolbar>
          <CreateButton label={t('duties.create')} />
          {/* Export and import of the duties (issue 7's jobs); scoped to the department the tree chose. */}
          <SpreadsheetToolbar list="deptDuty" scope={scope} />
        </TopToolbar>
      )}
      empty={false} disableSyncWithLocation storeKey={`duties.${deptId}`}>
      {narrow ? (
        <SimpleList<DutyRecord>
          primaryText={(r) => `${r.dutyCode} ${r.dutyName}`}
          secondaryText={(r) => `${r.deptName} · ${typeName(t, r.dutyType)}`}
          linkType="edit"
          empty={<Typography sx={{ p: 2, color: 'text.secondary' }}>{t('duties.empty')}</Typography>}
        />
      ) : (
        // Checked rows are what the export's third range exports (EXP-02); with rows checked the bulk bar covers the
        // toolbar, so it carries its own 导出.
        <DataTable
          bulkActionButtons={<SpreadsheetToolbar list="deptDuty" scope={scope} exportOnly />}
          empty={<Typography sx={{ p: 2, color: 'text.secondary' }}>{t('duties.empty')}</Typography>}
        >
          <DataTable.Col source="deptName" label={t('duties.fields.deptName')} />
          <DataTable.NumberCol source="sort" label={t('duties.fields.sort')} />
          <DataTable.Col source="dutyCode" label={t('duties.fields.dutyCode')} />
          <DataTable.Col source="dutyName" label={t('duties.fields.dutyName')} />
          <DataTable.Col source="dutyType" label={t('duties.fields.dutyType')}>
            <FunctionField<DutyRecord> render={(r) => typeName(t, r.dutyType)} />
          </DataTable.Col>
          <DataTable.Col source="isPublic" label={t('duties.fields.isPublic')}>
            <FunctionField<DutyRecord> render={(r) => (r.isPublic ? '✓' : <Chip size="small" label={t('duties.internal')} />)} />
          </DataTable.Col>
          <DataTable.Col source="serviceIds" label={t('duties.fields.serviceIds')} align="right">
            <FunctionField<DutyRecord> render={(r) => r.serviceIds.length} />
          </DataTable.Col>
          <DataTable.Col label={false}>
            <Box sx={{ display: 'flex', whiteSpace: 'nowrap' }}>
              <EditButton />
              <DeleteButton mutationMode="pessimistic" />
            </Box>
          </DataTable.Col>
        </DataTable>
      )}
    </List>
  );
}
