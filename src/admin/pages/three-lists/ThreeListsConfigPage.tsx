import { useMemo } from 'react';
import { Box, Checkbox, Chip, FormControlLabel, Paper, Typography } from '@mui/material';
import { SelectInput, SimpleForm, TextInput } from 'react-admin';
import { useController, useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { getAllDeptCategory, saveTripleListConfig } from '../../../shared/api/catalogue/three-lists';
import { threeListsStudio } from '../../../shared/api/catalogue/three-lists-config';
import type { TripleListConfig } from '../../../shared/schema/three-lists';
import { DraftBar, DraftLoadState, useDraftDocument, useDraftSave, type ChangeLabels } from '../../components/drafts';
import { useCallQuery } from '../../data-provider/use-call';
import { SortableRows } from '../../resources/cards/SortableRows';
import { OrderedRows } from '../guides/OrderedRows';
import { fromFormValues, threeListsResolver, toFormValues, type ThreeListsFormValues } from './form-values';
import './texts';
import { useStudioTranslation } from '../../i18n/use-studio-translation';

const draftBody = (state: { body: TripleListConfig }): TripleListConfig => state.body;
const half = { flex: '1 1 260px', minWidth: 0 } as const;

/** A yes/no setting on the form's own controller (react-admin's BooleanInput hands MUI 9's switch a prop it no longer takes). */
function BoolField({ name, label }: { name: 'showEmptyDepts' | 'showCounts' | 'dutyTypeRequired' | `lists.${number}.visible`; label: string }) {
  const { field } = useController<ThreeListsFormValues>({ name });
  return (
    <FormControlLabel label={label} control={
      <Checkbox checked={field.value === true} onChange={(event) => field.onChange(event.target.checked)} onBlur={field.onBlur} />
    } />
  );
}

/** The three lists in their display order: each one's name and whether it shows; reordered by drag or keyboard. */
function ListsEditor() {
  const { t } = useStudioTranslation();
  const { control, formState } = useFormContext<ThreeListsFormValues>();
  const { fields, move } = useFieldArray({ control, name: 'lists' });
  const rows = fields.map((field, index) => ({ id: field.id, name: t(`threeListsConfig.listNames.${field.key}`), index, key: field.key }));
  const listError = formState.errors.lists?.message ?? formState.errors.lists?.root?.message;
  return (
    <Box component="section" sx={{ width: '100%', mt: 1 }}>
      <Typography component="h3" sx={{ fontSize: 15, fontWeight: 600, mb: 0.5 }}>{t('threeListsConfig.fields.lists')}</Typography>
      {listError ? <Typography role="alert" sx={{ color: 'error.main', fontSize: 13, mb: 1 }}>{listError}</Typography> : null}
      <SortableRows rows={rows} label={t('threeListsConfig.fields.lists')}
        onReorder={(ids) => {
          // One row moves at a time (arrayMove): the one displaced furthest is the one dragged.
          let from = -1;
          let distance = 0;
          fields.forEach((field, index) => {
            const away = Math.abs(ids.indexOf(field.id) - index);
            if (away > distance) { from = index; distance = away; }
          });
          if (from >= 0) move(from, ids.indexOf(fields[from]?.id ?? ''));
        }}
        render={(row) => (
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography sx={{ width: 120, flexShrink: 0, fontSize: 14 }}>{row.name}</Typography>
            <TextInput source={`lists.${row.index}.title`} label={t('threeListsConfig.fields.title')} sx={{ flex: '1 1 200px', minWidth: 0 }} helperText={false} />
            <BoolField name={`lists.${row.index}.visible`} label={t('threeListsConfig.fields.visible')} />
          </Box>
        )} />
    </Box>
  );
}

/** The tree's department categories, each picked from those the catalogue has, in order. */
function CategoriesEditor() {
  const { t } = useStudioTranslation();
  const known = useCallQuery(getAllDeptCategory, {});
  const chosen = (useWatch<ThreeListsFormValues, 'categories'>({ name: 'categories' }) ?? []).map((c) => c.name);
  const names = known.data?.map((c) => c.category) ?? [];
  // A chosen category stays selectable while the catalogue is read, or after it stopped having it.
  const choices = [...new Set([...names, ...chosen.filter((n) => n !== '')])].map((name) => ({ id: name, name }));
  return (
    <>
      {known.isError ? <Typography role="alert" sx={{ color: 'warning.main', fontSize: 13 }}>{t('threeListsConfig.categoriesFailed')}</Typography> : null}
      <OrderedRows source="categories" heading={t('threeListsConfig.fields.categories')} addLabel={t('threeListsConfig.addCategory')} nameKey="name" blank={{ name: '' }}
        renderRow={(i) => (
          <SelectInput source={`categories.${i}.name`} label={t('threeListsConfig.fields.category')} choices={choices} translateChoice={false} sx={{ flex: '1 1 240px', minWidth: 0 }} />
        )} />
    </>
  );
}

/** What the page will look like with the form's values: title, introduction, the shown lists in order, the tree. */
function ThreeListsPreview({ config }: { config: TripleListConfig }) {
  const { t } = useStudioTranslation();
  const lists = [...config.lists].sort((a, b) => a.sort - b.sort);
  return (
    <Box aria-label={t('threeListsConfig.preview')} role="figure">
      <Typography component="p" sx={{ fontWeight: 600, fontSize: 18 }}>{config.pageTitle}</Typography>
      {config.intro ? <Typography sx={{ color: 'text.secondary', fontSize: 13, mt: 0.5, whiteSpace: 'pre-wrap' }}>{config.intro}</Typography> : null}
      <Box role="tablist" sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mt: 1.5, borderBottom: 1, borderColor: 'divider', pb: 1 }}>
        {lists.map((list) => (
          <Chip key={list.key} role="tab" size="small" color={list.visible ? 'primary' : 'default'} variant={list.visible ? 'filled' : 'outlined'}
            label={list.visible ? list.title : `${list.title}${t('threeListsConfig.previewHidden')}`} />
        ))}
      </Box>
      <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap', mt: 1 }}>
        {config.categories.length === 0
          ? <Typography sx={{ fontSize: 13 }}>{t('threeListsConfig.previewAll')}</Typography>
          : config.categories.map((c) => <Chip key={c} size="small" variant="outlined" label={c} />)}
      </Box>
      <Typography sx={{ fontSize: 12, color: 'text.secondary', mt: 1 }}>
        {config.showCounts ? t('threeListsConfig.previewCounts') : t('threeListsConfig.previewNoCounts')}　{t('threeListsConfig.previewPageSize', { size: config.pageSize })}
      </Typography>
    </Box>
  );
}

/** The preview beside the form, following what is typed. */
function LivePreview() {
  const { t } = useStudioTranslation();
  const values = useWatch<ThreeListsFormValues>();
  return (
    <Paper variant="outlined" component="section" aria-label={t('threeListsConfig.preview')} sx={{ p: 2 }}>
      <Typography component="h3" sx={{ fontSize: 13, color: 'text.secondary', mb: 1 }}>{t('threeListsConfig.preview')}</Typography>
      <ThreeListsPreview config={fromFormValues(values)} />
    </Paper>
  );
}

/**
 * 三张清单配置 (ROUTE-08, menu threeListsConfig, area threeLists): the draft bar, then the page's title and
 * introduction, the three lists' names, visibility and order, the tree's department categories and the list
 * settings, with a live preview. Saving writes the draft (tripleList/saveConfig); publishing makes it the page.
 */
export function ThreeListsConfigPage() {
  const { t } = useStudioTranslation();
  const { load, roles, edits, generation, reload, changed, replaced } = useDraftDocument(threeListsStudio.draft, draftBody);
  const { saving, save: saveDraft } = useDraftSave(saveTripleListConfig, t('threeListsConfig.saved'), changed);
  const area = useMemo(() => ({ calls: threeListsStudio }), []);
  const labels = useMemo<ChangeLabels>(() => ({ fieldLabel: (key) => t.dynamic(`threeListsConfig.fields.${key}`, { defaultValue: '' }) || undefined }), [t]);
  const record = useMemo(() => (load.kind === 'ready' ? toFormValues(load.doc) : null), [load]);

  if (load.kind !== 'ready' || record === null) {
    return <DraftLoadState load={load.kind === 'ready' ? { kind: 'loading' } : load} onRetry={() => { void reload(); }} title={t('threeListsConfig.title')} retry={t('threeListsConfig.retry')} failed={t('threeListsConfig.loadFailed')} />;
  }

  return (
    <Box sx={{ py: 1 }}>
      <DraftBar area={area} editHint={edits} roles={roles} labels={labels} onDraftReplaced={replaced}
        renderPreview={(config) => <ThreeListsPreview config={config} />} />
      <Typography sx={{ color: 'text.secondary', mb: 1 }}>{t('threeListsConfig.help')}</Typography>
      {/* Remounted when the bar replaced the draft or a save landed, so the form starts from the draft. */}
      <SimpleForm key={`${generation}-${edits}`} record={record} resolver={threeListsResolver} disabled={saving} sx={{ p: 0 }}
        onSubmit={(values: Record<string, unknown>) => saveDraft(fromFormValues(values))}>
        <Box sx={{ display: 'grid', gap: 3, width: '100%', gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) minmax(280px, 380px)' } }}>
          <Box sx={{ minWidth: 0 }}>
            <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
              <TextInput source="pageTitle" label={t('threeListsConfig.fields.pageTitle')} sx={half} />
              <TextInput source="pageSize" type="number" label={t('threeListsConfig.fields.pageSize')} parse={(value: string) => Number(value)} sx={{ width: 180 }} />
            </Box>
            <TextInput source="intro" label={t('threeListsConfig.fields.intro')} multiline minRows={2} fullWidth />
            <ListsEditor />
            <CategoriesEditor />
            <Box sx={{ display: 'flex', flexDirection: 'column', mt: 2 }}>
              <BoolField name="showEmptyDepts" label={t('threeListsConfig.fields.showEmptyDepts')} />
              <BoolField name="showCounts" label={t('threeListsConfig.fields.showCounts')} />
              <BoolField name="dutyTypeRequired" label={t('threeListsConfig.fields.dutyTypeRequired')} />
            </Box>
          </Box>
          <Box sx={{ position: { lg: 'sticky' }, top: { lg: 16 }, alignSelf: 'start', minWidth: 0 }}>
            <LivePreview />
          </Box>
        </Box>
      </SimpleForm>
    </Box>
  );
}
