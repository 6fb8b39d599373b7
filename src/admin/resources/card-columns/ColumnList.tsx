import {
  CreateButton, DataTable, DeleteButton, EditButton, FunctionField, List, ReferenceInput, SelectInput, SimpleList,
  TopToolbar, useListContext,
} from 'react-admin';
import { Typography, useMediaQuery, useTheme } from '@mui/material';
import { CardColumnsPanel } from '../cards/CardColumnsPanel';
import { SpreadsheetToolbar } from '../../components/spreadsheet';
import type { ColumnRecord } from './calls';
import { useStudioTranslation } from '../../i18n/use-studio-translation';

const filters = [
  <ReferenceInput key="cardId" source="cardId" reference="cards" sort={{ field: 'sort', order: 'ASC' }} alwaysOn>
    <SelectInput optionText="cardName" />
  </ReferenceInput>,
];

function Actions() {
  return <TopToolbar><CreateButton /><SpreadsheetToolbar list="cardColumn" /></TopToolbar>;
}

function sourceLabel(record: ColumnRecord): string {
  return record.dataSource.kind === 'builtin' ? record.dataSource.source : record.dataSource.apiId;
}

/** Drag ordering of the chosen card's columns (saved by adjustOrder), or a prompt to choose a card. */
function OrderOrPrompt() {
  const { t } = useStudioTranslation();
  const { filterValues } = useListContext();
  const cardId = typeof filterValues.cardId === 'string' ? filterValues.cardId : '';
  if (cardId === '') return <Typography sx={{ p: 2, color: 'text.secondary' }}>{t('cardStudio.columns.pickCard')}</Typography>;
  return <CardColumnsPanel cardId={cardId} />;
}

/** Card business configuration: each card's columns with their data sources. */
export function ColumnList() {
  const { t } = useStudioTranslation();
  const theme = useTheme();
  const narrow = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  return (
    <List sort={{ field: 'sort', order: 'ASC' }} perPage={50} filters={filters} actions={<Actions />} disableSyncWithLocation empty={false}>
      {narrow ? (
        <SimpleList<ColumnRecord> primaryText={(r) => r.columnName} secondaryText={(r) => sourceLabel(r)} linkType="edit" />
      ) : (
        <DataTable bulkActionButtons={<SpreadsheetToolbar list="cardColumn" exportOnly />}>
          <DataTable.Col source="columnName" />
          <DataTable.Col source="dataSource.kind">
            <FunctionField<ColumnRecord> render={(r) => t(`cardStudio.sourceKind.${r.dataSource.kind}`)} />
          </DataTable.Col>
          <DataTable.Col source="dataSource.source" label="resources.cardColumns.fields.dataSource.source">
            <FunctionField<ColumnRecord> render={sourceLabel} />
          </DataTable.Col>
          <DataTable.NumberCol source="sort" />
          <DataTable.Col label={false}>
            <EditButton />
            <DeleteButton mutationMode="undoable" />
          </DataTable.Col>
        </DataTable>
      )}
      <OrderOrPrompt />
    </List>
  );
}
