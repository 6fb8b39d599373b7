import {
  BulkDeleteButton, CreateButton, DataTable, DeleteButton, EditButton, List, SimpleList, TopToolbar,
} from 'react-admin';
import { Typography, useMediaQuery, useTheme } from '@mui/material';
import { SpreadsheetToolbar } from '../../components/spreadsheet';
import type { CardTypeRecord } from './calls';
import { useStudioTranslation } from '../../i18n/use-studio-translation';

function Actions() {
  return <TopToolbar><CreateButton /><SpreadsheetToolbar list="cardType" /></TopToolbar>;
}

function Empty() {
  const { t } = useStudioTranslation();
  return (
    <>
      <Typography sx={{ my: 2, color: 'text.secondary' }}>{t('resources.cardTypes.empty')}</Typography>
      <CreateButton variant="contained" />
    </>
  );
}

/** The tenant's card types in their order; a type still holding cards is refused on delete by the server. */
export function CardTypeList() {
  const { t } = useStudioTranslation();
  const theme = useTheme();
  // A phone gets one line per type (a tap opens it, where it can also be deleted) instead of a cramped table.
  const narrow = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  return (
    <List
      sort={{ field: 'sort', order: 'ASC' }}
      perPage={25}
      actions={<Actions />}
      empty={<Empty />}
      // The address keeps the studio's own place (the portal's query), not react-admin's list parameters.
      disableSyncWithLocation
    >
      {narrow ? (
        <SimpleList<CardTypeRecord>
          primaryText={(record) => record.typeName}
          secondaryText={(record) => `${t('resources.cardTypes.fields.sort')} ${record.sort} · ${t('resources.cardTypes.fields.cardCount')} ${record.cardCount}`}
          linkType="edit"
        />
      ) : (
        <DataTable bulkActionButtons={<><SpreadsheetToolbar list="cardType" exportOnly /><BulkDeleteButton mutationMode="pessimistic" /></>}>
          <DataTable.Col source="typeName" />
          <DataTable.NumberCol source="sort" />
          <DataTable.NumberCol source="cardCount" />
          <DataTable.Col label={false}>
            <EditButton />
            <DeleteButton mutationMode="undoable" />
          </DataTable.Col>
        </DataTable>
      )}
    </List>
  );
}
