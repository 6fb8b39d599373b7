import {
  CreateButton, DataTable, DeleteButton, EditButton, FunctionField, List, ReferenceField, ReferenceInput, SelectInput,
  SimpleList, TopToolbar,
} from 'react-admin';
import { useMediaQuery, useTheme } from '@mui/material';
import { SpreadsheetToolbar } from '../../components/spreadsheet';
import type { CardRecord } from './calls';
import { CardOrderPanel } from './CardOrderPanel';
import { useStudioTranslation } from '../../i18n/use-studio-translation';

const filters = [
  <ReferenceInput key="typeId" source="typeId" reference="cardTypes" sort={{ field: 'sort', order: 'ASC' }} alwaysOn>
    <SelectInput optionText="typeName" />
  </ReferenceInput>,
];

function Actions() {
  return <TopToolbar><CreateButton /><SpreadsheetToolbar list="card" /></TopToolbar>;
}

/** The tenant's cards, by type; choosing a type also offers ordering its cards by drag. */
export function CardList() {
  const { t } = useStudioTranslation();
  const theme = useTheme();
  const narrow = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  return (
    <List sort={{ field: 'sort', order: 'ASC' }} perPage={50} filters={filters} actions={<Actions />} disableSyncWithLocation>
      {narrow ? (
        <SimpleList<CardRecord>
          primaryText={(record) => record.cardName}
          secondaryText={(record) => `${t(`cardStudio.kinds.${record.cardKind}`)} · ${t('resources.cards.fields.displayRows')} ${record.displayRows}`}
          linkType="edit"
        />
      ) : (
        <DataTable bulkActionButtons={<SpreadsheetToolbar list="card" exportOnly />}>
          <DataTable.Col source="cardName" />
          <DataTable.Col source="typeId"><ReferenceField source="typeId" reference="cardTypes" link={false} /></DataTable.Col>
          <DataTable.Col source="cardKind">
            <FunctionField<CardRecord> render={(record) => t(`cardStudio.kinds.${record.cardKind}`)} />
          </DataTable.Col>
          <DataTable.NumberCol source="displayRows" />
          <DataTable.Col source="status">
            <FunctionField<CardRecord> render={(record) => t(record.status === 1 ? 'cardStudio.status.on' : 'cardStudio.status.off')} />
          </DataTable.Col>
          <DataTable.NumberCol source="sort" />
          <DataTable.Col label={false}>
            <EditButton />
            <DeleteButton mutationMode="undoable" />
          </DataTable.Col>
        </DataTable>
      )}
      <CardOrderPanel />
    </List>
  );
}
