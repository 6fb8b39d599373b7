import { useMemo } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Box, Checkbox, FormControlLabel, Typography } from '@mui/material';
import { useController } from 'react-hook-form';
import { ArrayInput, NumberInput, SelectInput, SimpleForm, SimpleFormIterator, TextInput } from 'react-admin';
import { directorySyncDetail, directorySyncStudio, directorySyncSubmit } from '../../../shared/api/catalogue/directory-sync';
import { directorySyncSettingsSchema, type DirectorySyncSettingsInput, type DirectorySyncSettingsView } from '../../../shared/schema/directory-sync';
import { DraftBar, DraftLoadState, useDraftDocument, useDraftSave, type ChangeLabels } from '../../components/drafts';
import { SyncRuns } from './SyncRuns';
import { TestConnection } from './TestConnection';
import './texts';
import { useStudioTranslation } from '../../i18n/use-studio-translation';
import { WarnUnsaved } from '../../components/unsaved';

const resolver = zodResolver(directorySyncSettingsSchema);
const asIs = (view: DirectorySyncSettingsView): DirectorySyncSettingsView => view;
const half = { flex: '1 1 280px', minWidth: 0 } as const;
const row = { display: 'flex', gap: 2, flexWrap: 'wrap', width: '100%' } as const;
const MAPPING_KEYS = ['account', 'name', 'mail', 'department', 'affiliation', 'departmentCode', 'departmentName'] as const;

/** 清除已保存的密码: a plain checkbox on the form's field (react-admin's BooleanInput hands MUI 9 a prop it no longer takes). */
function ClearPassword({ label }: { label: string }) {
  const { field } = useController<{ clearBindPassword?: boolean }>({ name: 'clearBindPassword' });
  return <FormControlLabel sx={half} label={label} control={<Checkbox checked={field.value === true} onChange={(e) => { field.onChange(e.target.checked); }} />} />;
}

function Section({ title }: { title: string }) {
  return <Typography variant="subtitle1" component="h3" sx={{ mt: 2, mb: 1, fontWeight: 600 }}>{title}</Typography>;
}

/** What a run would use, as the preview shows it: the settings without the password. */
function SettingsPreview({ view }: { view: DirectorySyncSettingsView }) {
  const { t } = useStudioTranslation();
  return (
    <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.5 }}>
      {(['url', 'bindDn', 'peopleBase', 'peopleFilter', 'departmentsBase', 'departmentsFilter', 'scheduleMinutes'] as const).map((key) => (
        <Box key={key} sx={{ display: 'contents' }}><dt>{t(`directorySyncConfig.fields.${key}`)}</dt><dd style={{ margin: 0 }}>{String(view[key])}</dd></Box>
      ))}
      <dt>{t('directorySyncConfig.fields.bindPassword')}</dt><dd style={{ margin: 0 }}>{view.hasBindPassword ? t('directorySyncConfig.passwordStored') : t('directorySyncConfig.passwordMissing')}</dd>
    </Box>
  );
}

/**
 * 目录同步 (ADR 023, area directorySync, a tab of the menu deptResponsibilityListConfig): the draft bar; the settings
 * (connection, search, attribute mapping, role rules, schedule) with 测试连接; then 立即同步 and the latest runs with
 * their progress and reports. The bind password is write-only: the page only learns whether one is stored.
 */
export function DirectorySyncPage() {
  const { t } = useStudioTranslation();
  const { load, roles, edits, generation, reload, changed, replaced } = useDraftDocument(directorySyncDetail, asIs);
  const { saving, save: saveDraft } = useDraftSave(directorySyncSubmit, t('directorySyncConfig.saved'), changed);
  const area = useMemo(() => ({ calls: directorySyncStudio }), []);
  const labels = useMemo<ChangeLabels>(() => ({ fieldLabel: (key) => t.dynamic(`directorySyncConfig.fields.${key}`, { defaultValue: '' }) || undefined }), [t]);
  const roleChoices = useMemo(() => roles.map((r) => ({ id: r.id, name: r.name })), [roles]);

  if (load.kind !== 'ready') {
    return <DraftLoadState load={load} onRetry={() => { void reload(); }} title={t('directorySyncConfig.title')} retry={t('directorySyncConfig.retry')} failed={t('directorySyncConfig.loadFailed')} />;
  }
  const { hasBindPassword, ...settings } = load.doc;
  const record = { ...settings, id: 'directorySync', bindPassword: '', clearBindPassword: false };

  function save(values: Record<string, unknown>) {
    return saveDraft(values as DirectorySyncSettingsInput);
  }

  return (
    <Box sx={{ py: 1 }}>
      <DraftBar area={area} editHint={edits} roles={roles} labels={labels}
        renderPreview={(view) => <SettingsPreview view={view} />} onDraftReplaced={replaced} />
      <Typography sx={{ color: 'text.secondary', mb: 1 }}>{t('directorySyncConfig.help')}</Typography>
      {/* Remounted when the bar replaced the draft or a save landed, so the form starts from the draft. */}
      <SimpleForm key={`${generation}-${edits}`} record={record} resolver={resolver} onSubmit={save} disabled={saving} sx={{ maxWidth: 960, p: 0 }}>
        <WarnUnsaved />
        <Section title={t('directorySyncConfig.sections.connection')} />
        <Box sx={row}>
          <TextInput source="url" label={t('directorySyncConfig.fields.url')} helperText={t('directorySyncConfig.urlHelp')} sx={half} />
          <TextInput source="bindDn" label={t('directorySyncConfig.fields.bindDn')} sx={half} />
          {/* Write-only: the form starts empty and the server never answers the password. */}
          <TextInput source="bindPassword" type="password" label={t('directorySyncConfig.fields.bindPassword')} helperText={hasBindPassword ? t('directorySyncConfig.passwordStored') : t('directorySyncConfig.passwordMissing')}
            autoComplete="new-password" sx={half} />
          {hasBindPassword && <ClearPassword label={t('directorySyncConfig.clearPassword')} />}
        </Box>
        <Section title={t('directorySyncConfig.sections.search')} />
        <Box sx={row}>
          <TextInput source="peopleBase" label={t('directorySyncConfig.fields.peopleBase')} sx={half} />
          <TextInput source="peopleFilter" label={t('directorySyncConfig.fields.peopleFilter')} sx={half} />
          <TextInput source="departmentsBase" label={t('directorySyncConfig.fields.departmentsBase')} sx={half} />
          <TextInput source="departmentsFilter" label={t('directorySyncConfig.fields.departmentsFilter')} sx={half} />
        </Box>
        <TestConnection />
        <Section title={t('directorySyncConfig.sections.mapping')} />
        <Box sx={row}>
          {MAPPING_KEYS.map((key) => <TextInput key={key} source={`mapping.${key}`} label={t(`directorySyncConfig.fields.${key}`)} sx={{ flex: '1 1 200px', minWidth: 0 }} />)}
        </Box>
        <Section title={t('directorySyncConfig.sections.roles')} />
        <ArrayInput source="roleRules" label={t('directorySyncConfig.fields.roleRules')}>
          <SimpleFormIterator inline disableReordering>
            <TextInput source="value" label={t('directorySyncConfig.fields.value')} helperText={false} />
            <SelectInput source="roleId" label={t('directorySyncConfig.fields.ruleRole')} choices={roleChoices} helperText={false} />
          </SimpleFormIterator>
        </ArrayInput>
        <SelectInput source="defaultRoleId" label={t('directorySyncConfig.fields.defaultRoleId')} choices={roleChoices} emptyText={t('directorySyncConfig.refuseWithoutRule')} emptyValue="" sx={half} />
        <Section title={t('directorySyncConfig.sections.schedule')} />
        <Box sx={row}>
          <NumberInput source="scheduleMinutes" label={t('directorySyncConfig.fields.scheduleMinutes')} min={0} step={5} sx={half} />
          <NumberInput source="timeoutSeconds" label={t('directorySyncConfig.fields.timeoutSeconds')} min={1} max={120} sx={half} />
          <NumberInput source="pageSize" label={t('directorySyncConfig.fields.pageSize')} min={50} max={5000} step={50} sx={half} />
        </Box>
      </SimpleForm>
      <SyncRuns />
    </Box>
  );
}
