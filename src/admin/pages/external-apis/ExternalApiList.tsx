import { CreateButton, DataTable, DeleteButton, EditButton, FunctionField, List, SimpleList, TopToolbar } from 'react-admin';
import { Typography, useMediaQuery, useTheme } from '@mui/material';
import type { ExternalApiRecord } from './calls';
import './texts';
import { useStudioTranslation } from '../../i18n/use-studio-translation';

function Actions() {
  return <TopToolbar><CreateButton /></TopToolbar>;
}

function Empty() {
  const { t } = useStudioTranslation();
  return (
    <>
      <Typography sx={{ my: 2, color: 'text.secondary' }}>{t('externalApis.empty')}</Typography>
      <CreateButton variant="contained" />
    </>
  );
}

/** 外部接口: the tenant's external data sources; one a column still uses is refused on delete by the server. */
export function ExternalApiList() {
  const { t } = useStudioTranslation();
  const theme = useTheme();
  const narrow = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  return (
    <List sort={{ field: 'apiName', order: 'ASC' }} perPage={25} actions={<Actions />} empty={<Empty />} disableSyncWithLocation>
      {narrow ? (
        <SimpleList<ExternalApiRecord> primaryText={(r) => r.apiName} secondaryText={(r) => `${r.method} ${r.url}`} linkType="edit" />
      ) : (
        <DataTable bulkActionButtons={false}>
          <DataTable.Col source="apiName" label={t('externalApis.fields.apiName')} />
          <DataTable.Col source="method" label={t('externalApis.fields.method')} />
          <DataTable.Col source="url" label={t('externalApis.fields.url')} sx={{ wordBreak: 'break-all' }} />
          <DataTable.Col source="headers" label={t('externalApis.fields.headerCount')} disableSort>
            <FunctionField<ExternalApiRecord> render={(r) => (r.headers.length === 0 ? '—' : r.headers.map((h) => h.name).join('、'))} />
          </DataTable.Col>
          <DataTable.NumberCol source="timeoutMs" label={t('externalApis.fields.timeoutMs')} />
          <DataTable.Col label={false}>
            <EditButton />
            <DeleteButton mutationMode="pessimistic" />
          </DataTable.Col>
        </DataTable>
      )}
    </List>
  );
}
