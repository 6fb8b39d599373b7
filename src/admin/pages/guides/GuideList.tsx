import { useMemo } from 'react';
import { Box, Chip, Typography, useMediaQuery, useTheme } from '@mui/material';
import {
  DataTable, DeleteButton, EditButton, FunctionField, List, SearchInput, SelectInput, SimpleList, TopToolbar, useRefresh,
} from 'react-admin';
import { guideStudio } from '../../../shared/api/catalogue/guide-config';
import type { GuideConfigRow } from '../../../shared/schema/guide-config';
import { DraftBar, usePreviewRoles, useSettledSaves, type ChangeLabels } from '../../components/drafts';
import { GuidePreview } from './GuidePreview';
import { SpreadsheetToolbar } from '../../components/spreadsheet';
import './texts';
import { useStudioTranslation } from '../../i18n/use-studio-translation';

type Row = GuideConfigRow & { id: string };

/**
 * The managementGuideConfig page (ADR 009 area `guides`): the draft bar, then every service with its guide's state
 * in the draft, searched and paged by the server; a row opens the guide form (添加 for a service without one).
 */
export function GuideList() {
  const { t } = useStudioTranslation();
  const theme = useTheme();
  const narrow = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const refresh = useRefresh();
  const edits = useSettledSaves();
  const roles = usePreviewRoles();
  const area = useMemo(() => ({ calls: guideStudio }), []);
  const labels = useMemo<ChangeLabels>(() => ({ fieldLabel: (key) => t.dynamic(`guideConfig.fields.${key}`, { defaultValue: '' }) || undefined }), [t]);
  const filters = [
    <SearchInput key="q" source="q" alwaysOn placeholder={t('guideConfig.search')} />,
    <SelectInput key="guide" source="guide" label={t('guideConfig.fields.hasGuide')} alwaysOn emptyText={t('guideConfig.filter.all')}
      choices={[{ id: 'with', name: t('guideConfig.filter.with') }, { id: 'without', name: t('guideConfig.filter.without') }]} />,
  ];
  const empty = <Typography sx={{ p: 2, color: 'text.secondary' }}>{t('guideConfig.empty')}</Typography>;
  const state = (r: Row) => <Chip size="small" color={r.hasGuide ? 'success' : 'default'} variant="outlined" label={r.hasGuide ? t('guideConfig.has') : t('guideConfig.none')} />;

  return (
    <Box sx={{ py: 1 }}>
      <DraftBar area={area} editHint={edits} roles={roles} labels={labels}
        renderPreview={(preview) => <GuidePreview preview={preview} />} onDraftReplaced={refresh} />
      <List resource="guides" filters={filters} perPage={25} title={t('guideConfig.title')} actions={<TopToolbar><SpreadsheetToolbar list="guide" /></TopToolbar>} empty={false} disableSyncWithLocation>
        {narrow ? (
          <SimpleList<Row> primaryText={(r) => r.serviceName} secondaryText={(r) => `${r.serviceDeptName} · ${r.hasGuide ? t('guideConfig.has') : t('guideConfig.none')}`}
            linkType="edit" empty={empty} />
        ) : (
          <DataTable bulkActionButtons={<SpreadsheetToolbar list="guide" exportOnly />} empty={empty}>
            <DataTable.Col source="serviceName" label={t('guideConfig.fields.serviceName')} disableSort />
            <DataTable.Col source="serviceDeptName" label={t('guideConfig.fields.serviceDeptName')} disableSort />
            <DataTable.Col source="hasGuide" label={t('guideConfig.fields.hasGuide')} disableSort><FunctionField<Row> render={state} /></DataTable.Col>
            <DataTable.NumberCol source="stepCount" label={t('guideConfig.fields.stepCount')} disableSort />
            <DataTable.NumberCol source="materialCount" label={t('guideConfig.fields.materialCount')} disableSort />
            <DataTable.Col label={false}>
              <FunctionField<Row> render={(r) => (
                <>
                  <EditButton label={r.hasGuide ? t('guideConfig.edit') : t('guideConfig.add')} />
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
