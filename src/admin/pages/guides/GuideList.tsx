import { useMemo } from 'react';
import { Box, Chip, Typography, useMediaQuery, useTheme } from '@mui/material';
import {
  DataTable, DeleteButton, EditButton, FunctionField, List, SearchInput, SelectInput, SimpleList, useRefresh,
} from 'react-admin';
import { guideStudio } from '../../../shared/api/catalogue/guide-config';
import type { GuideConfigRow } from '../../../shared/schema/guide-config';
import { DraftBar, usePreviewRoles, useSettledSaves, type ChangeLabels } from '../../components/drafts';
import { GuidePreview } from './GuidePreview';
import { useGuideTexts } from './texts';

type Row = GuideConfigRow & { id: string };

/**
 * The managementGuideConfig page (ADR 009 area `guides`): the draft bar, then every service with its guide's state
 * in the draft, searched and paged by the server; a row opens the guide form (添加 for a service without one).
 */
export function GuideList() {
  const t = useGuideTexts();
  const theme = useTheme();
  const narrow = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const refresh = useRefresh();
  const edits = useSettledSaves();
  const roles = usePreviewRoles();
  const area = useMemo(() => ({ calls: guideStudio }), []);
  const labels = useMemo<ChangeLabels>(() => ({ fieldLabel: (key) => (t.fields as Record<string, string>)[key] }), [t]);
  const filters = [
    <SearchInput key="q" source="q" alwaysOn placeholder={t.search} />,
    <SelectInput key="guide" source="guide" label={t.fields.hasGuide} alwaysOn emptyText={t.filter.all}
      choices={[{ id: 'with', name: t.filter.with }, { id: 'without', name: t.filter.without }]} />,
  ];
  const empty = <Typography sx={{ p: 2, color: 'text.secondary' }}>{t.empty}</Typography>;
  const state = (r: Row) => <Chip size="small" color={r.hasGuide ? 'success' : 'default'} variant="outlined" label={r.hasGuide ? t.has : t.none} />;

  return (
    <Box sx={{ py: 1 }}>
      <DraftBar area={area} editHint={edits} roles={roles} labels={labels}
        renderPreview={(preview) => <GuidePreview preview={preview} />} onDraftReplaced={refresh} />
      <List resource="guides" filters={filters} perPage={25} title={t.title} actions={false} empty={false} disableSyncWithLocation>
        {narrow ? (
          <SimpleList<Row> primaryText={(r) => r.serviceName} secondaryText={(r) => `${r.serviceDeptName} · ${r.hasGuide ? t.has : t.none}`}
            linkType="edit" empty={empty} />
        ) : (
          <DataTable bulkActionButtons={false} empty={empty}>
            <DataTable.Col source="serviceName" label={t.fields.serviceName} disableSort />
            <DataTable.Col source="serviceDeptName" label={t.fields.serviceDeptName} disableSort />
            <DataTable.Col source="hasGuide" label={t.fields.hasGuide} disableSort><FunctionField<Row> render={state} /></DataTable.Col>
            <DataTable.NumberCol source="stepCount" label={t.fields.stepCount} disableSort />
            <DataTable.NumberCol source="materialCount" label={t.fields.materialCount} disableSort />
            <DataTable.Col label={false}>
              <FunctionField<Row> render={(r) => (
                <>
                  <EditButton label={r.hasGuide ? t.edit : t.add} />
                  {r.hasGuide ? <DeleteButton mutationMode="pessimistic" /> : null}
                </>
              )} />
            </DataTable.Col>
          </DataTable>
        )}
      </List>
    </Box>
  );
}
