import { useEffect, useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert, Box, Button, Checkbox, FormControl, FormControlLabel, FormHelperText, InputLabel, ListItemText, MenuItem,
  Paper, Select, Switch, TextField, Typography,
} from '@mui/material';
import type { z } from 'zod/mini';
import { applyNavigationSubmit, navigationConfigSubmit } from '../../../shared/api/catalogue/navigation-config';
import { ApiError } from '../../../shared/api/client-types';
import {
  BUILT_IN_NAVIGATION, navigationSubmitSchema, type NavigationConfigItem, type NavigationSubmit,
} from '../../../shared/schema/navigation-config';
import type { PreviewRole } from '../../components/drafts';
import { useSend } from '../../data-provider/use-call';
import './texts';
import { useStudioTranslation } from '../../i18n/use-studio-translation';

// The schema the server validates with: the form refuses what the server would, in the same words.
const resolver = zodResolver(navigationSubmitSchema);
type Output = z.output<typeof navigationSubmitSchema>;
const FORM_FIELDS = ['navigationName', 'navigationNameEn', 'path', 'configPath', 'isAuto', 'roleIds'] as const;
type FormField = (typeof FORM_FIELDS)[number];
const isFormField = (field: string): field is FormField => (FORM_FIELDS as readonly string[]).includes(field);

export interface NavigationFormProps {
  /** The entry being changed, or null for a new custom navigation (the + button). */
  entry: NavigationConfigItem | null;
  roles: readonly PreviewRole[];
  onSaved(id: string, name: string, isNew: boolean): void;
  onRemove(entry: NavigationConfigItem): void;
}

function defaultsOf(entry: NavigationConfigItem | null): NavigationSubmit {
  return entry
    ? { navigationName: entry.navigationName, navigationNameEn: entry.navigationNameEn ?? '', path: entry.path, configPath: entry.configPath, isAuto: entry.isAuto, roleIds: [...entry.roleIds] }
    : { navigationName: '', navigationNameEn: '', path: '', configPath: '', isAuto: 1, roleIds: [] };
}

/** The right-hand form of SHELL-07: an entry's name, address, switch and roles; server field errors beside the fields. */
export function NavigationForm({ entry, roles, onSaved, onRemove }: NavigationFormProps) {
  const { t } = useStudioTranslation();
  const send = useSend();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<NavigationSubmit, unknown, Output>({ resolver, defaultValues: defaultsOf(entry) });
  const { control, handleSubmit, setError, formState } = form;
  const builtIn = entry?.isBuilt === BUILT_IN_NAVIGATION;
  const ref = useRef<HTMLElement>(null);

  // On a phone the form sits below the list: bring it into view when an entry is chosen (desktop: already there).
  useEffect(() => {
    const el = ref.current;
    if (el && typeof el.scrollIntoView === 'function') el.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
  }, []);

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const saved = entry
        ? await send(applyNavigationSubmit, { ...values, id: entry.id })
        : await send(navigationConfigSubmit, values);
      onSaved(saved.id, values.navigationName, entry === null);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const fields = error instanceof ApiError ? error.errors.filter((e) => isFormField(e.field)) : [];
      for (const { field, msg } of fields) if (isFormField(field)) setError(field, { type: 'server', message: msg });
      // SHELL-08 (field isBuilt) and anything not tied to a field of the form show above the form.
      if (fields.length === 0) setFormError(message);
    }
  });

  return (
    <Paper ref={ref} component="section" variant="outlined" aria-labelledby="navigation-form-title" sx={{ p: 2, scrollMarginTop: 72 }}>
      <Typography id="navigation-form-title" component="h2" sx={{ fontSize: 16, fontWeight: 600, mb: 2 }}>
        {entry ? entry.navigationName : t('navigation.newEntry')}
      </Typography>
      {formError !== null ? <Alert severity="error" role="alert" sx={{ mb: 2 }}>{formError}</Alert> : null}
      <Box component="form" noValidate onSubmit={(event) => { void submit(event); }} sx={{ display: 'grid', gap: 2, maxWidth: 560 }}>
        <Controller control={control} name="navigationName" render={({ field, fieldState }) => (
          <TextField color="secondary" {...field} label={t('navigation.fields.navigationName')} required error={fieldState.error !== undefined}
            helperText={fieldState.error?.message} autoFocus={entry === null} />
        )} />
        <Controller control={control} name="navigationNameEn" render={({ field, fieldState }) => (
          <TextField color="secondary" {...field} value={field.value ?? ''} label={t('navigation.fields.navigationNameEn')} lang="en"
            error={fieldState.error !== undefined} helperText={fieldState.error?.message ?? t('studio.englishHelp')} />
        )} />
        <Controller control={control} name="path" render={({ field, fieldState }) => (
          <TextField color="secondary" {...field} label={t('navigation.fields.path')} required disabled={builtIn} error={fieldState.error !== undefined}
            helperText={fieldState.error?.message ?? (builtIn ? t('navigation.builtInPathHelp') : t('navigation.pathHelp'))}
            // A disabled field greys its helper below contrast; this one explains why it is disabled.
            slotProps={{ formHelperText: { sx: { '&.Mui-disabled': { color: 'text.secondary' } } } }} />
        )} />
        <Controller control={control} name="configPath" render={({ field, fieldState }) => (
          <TextField color="secondary" {...field} value={field.value ?? ''} label={t('navigation.fields.configPath')} error={fieldState.error !== undefined}
            helperText={fieldState.error?.message} />
        )} />
        <Controller control={control} name="roleIds" render={({ field, fieldState }) => {
          const value = field.value ?? [];
          return (
            <FormControl color="secondary" error={fieldState.error !== undefined}>
              <InputLabel id="navigation-roles-label">{t('navigation.fields.roleIds')}</InputLabel>
              <Select
                labelId="navigation-roles-label"
                label={t('navigation.fields.roleIds')}
                multiple
                value={value}
                onChange={(event) => { field.onChange(typeof event.target.value === 'string' ? event.target.value.split(',') : event.target.value); }}
                renderValue={(ids) => ids.map((id) => roles.find((r) => r.id === id)?.name ?? id).join('、')}
              >
                {roles.map((role) => (
                  <MenuItem key={role.id} value={role.id}>
                    <Checkbox checked={value.includes(role.id)} />
                    <ListItemText primary={role.name} />
                  </MenuItem>
                ))}
              </Select>
              <FormHelperText>{fieldState.error?.message ?? t('navigation.rolesHelp')}</FormHelperText>
            </FormControl>
          );
        }} />
        <Controller control={control} name="isAuto" render={({ field }) => (
          <FormControlLabel
            label={t('navigation.fields.isAuto')}
            control={<Switch checked={field.value === 1} onChange={(event) => { field.onChange(event.target.checked ? 1 : 0); }} />}
          />
        )} />
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Button color="secondary" type="submit" variant="contained" disabled={formState.isSubmitting}>{t('navigation.save')}</Button>
          {/* Built-in entries can only be switched off; the server refuses their removal. */}
          {entry && !builtIn ? (
            <Button color="error" variant="outlined" onClick={() => { onRemove(entry); }}>{t('navigation.remove')}</Button>
          ) : null}
        </Box>
      </Box>
    </Paper>
  );
}
