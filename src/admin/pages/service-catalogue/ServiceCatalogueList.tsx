import { DataTable, FunctionField, List, SearchInput, SelectInput, SimpleList, TopToolbar } from 'react-admin';
import { Box, Chip, Typography, useMediaQuery, useTheme } from '@mui/material';
import { getDeptTree } from '../../../shared/api/catalogue/studio-lists';
import { SERVICE_KINDS } from '../../../shared/schema/studio-lists';
import { DictionaryInput } from '../../components/dictionary';
import { SpreadsheetToolbar } from '../../components/spreadsheet';
import type { ServiceRecord } from './calls';
import './texts';
import { useStudioTranslation } from '../../i18n/use-studio-translation';

const DEPTS = { call: getDeptTree, remote: true } as const;

/** The department filter: react-admin reads `alwaysOn` from a filter element's props, which DictionaryInput lacks. */
function DeptFilter({ label }: { source: string; alwaysOn: boolean; label: string }) {
  // The select sizes to its value; without a floor an empty one truncates its own label.
  return <Box sx={{ minWidth: 200 }}><DictionaryInput source="deptId" label={label} dictionary={DEPTS} /></Box>;
}

function StatusChip({ status }: { status: number }) {
  const { t } = useStudioTranslation();
  return <Chip size="small" label={t(`serviceCatalogue.statuses.${status}`) ?? String(status)} color={status === 1 ? 'success' : 'default'} variant={status === 1 ? 'filled' : 'outlined'} />;
}

/**
 * 服务目录 (menu serviceHallConfig): every service of the tenant, listed or withdrawn, paged and searched by the
 * server, with export (all, current search, checked rows) and import. The filters are what the export's current
 * search applies, so both count the same services.
 */
export function ServiceCatalogueList() {
  const { t } = useStudioTranslation();
  const theme = useTheme();
  // A phone gets two lines per service instead of a table it cannot fit.
  const narrow = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const filters = [
    <SearchInput key="q" source="q" alwaysOn placeholder={t('serviceCatalogue.search')} />,
    <SelectInput key="serviceType" source="serviceType" label={t('serviceCatalogue.fields.serviceType')} alwaysOn emptyText={t('serviceCatalogue.allKinds')}
      choices={SERVICE_KINDS.map((k) => ({ id: k, name: t(`serviceCatalogue.kinds.${k}`) }))} />,
    <DeptFilter key="deptId" source="deptId" alwaysOn label={t('serviceCatalogue.fields.deptId')} />,
    <SelectInput key="status" source="status" label={t('serviceCatalogue.fields.status')} alwaysOn emptyText={t('serviceCatalogue.allStatuses')}
      choices={[{ id: '1', name: t(`serviceCatalogue.statuses.${1}`) ?? '' }, { id: '0', name: t(`serviceCatalogue.statuses.${0}`) ?? '' }]} />,
  ];
  const empty = <Typography sx={{ p: 2, color: 'text.secondary' }}>{t('serviceCatalogue.empty')}</Typography>;
  return (
    <Box sx={{ py: 1 }}>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>{t('serviceCatalogue.importHint')}</Typography>
      <List resource="serviceCatalogue" filters={filters} perPage={25} sort={{ field: 'sort', order: 'ASC' }} title={t('serviceCatalogue.title')}
        actions={<TopToolbar><SpreadsheetToolbar list="service" /></TopToolbar>}
        empty={false} disableSyncWithLocation>
        {narrow ? (
          <SimpleList<ServiceRecord>
            primaryText={(r) => r.serviceName}
            secondaryText={(r) => `${r.serviceCode} · ${t(`serviceCatalogue.kinds.${r.serviceType}`)} · ${r.deptName}`}
            tertiaryText={(r) => t(`serviceCatalogue.statuses.${r.status}`) ?? ''}
            linkType={false}
            empty={empty}
          />
        ) : (
          // Checked rows are the export's third range (EXP-02); with rows checked the bulk bar covers the toolbar, so it
          // carries its own 导出.
          <DataTable rowClick={false} bulkActionButtons={<SpreadsheetToolbar list="service" exportOnly />} empty={empty}>
            <DataTable.Col source="serviceCode" label={t('serviceCatalogue.fields.serviceCode')} />
            <DataTable.Col source="serviceName" label={t('serviceCatalogue.fields.serviceName')} />
            <DataTable.Col source="serviceType" label={t('serviceCatalogue.fields.serviceType')}>
              <FunctionField<ServiceRecord> render={(r) => t(`serviceCatalogue.kinds.${r.serviceType}`)} />
            </DataTable.Col>
            <DataTable.Col source="deptName" label={t('serviceCatalogue.fields.deptName')} />
            <DataTable.Col source="accessWay" label={t('serviceCatalogue.fields.accessWay')} disableSort>
              <FunctionField<ServiceRecord> render={(r) => t(`serviceCatalogue.accessWays.${r.accessWay}`) ?? r.accessWay} />
            </DataTable.Col>
            <DataTable.Col source="openWay" label={t('serviceCatalogue.fields.openWay')} disableSort>
              <FunctionField<ServiceRecord> render={(r) => t(`serviceCatalogue.openWays.${r.openWay}`) ?? String(r.openWay)} />
            </DataTable.Col>
            <DataTable.Col source="status" label={t('serviceCatalogue.fields.status')}>
              <FunctionField<ServiceRecord> render={(r) => <StatusChip status={r.status} />} />
            </DataTable.Col>
          </DataTable>
        )}
      </List>
    </Box>
  );
}
