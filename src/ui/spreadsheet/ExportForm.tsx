import { useEffect, useId, useMemo, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert, Box, Button, Checkbox, CircularProgress, DialogActions, DialogContent, FormControl, FormControlLabel,
  FormGroup, FormHelperText, FormLabel, Radio, RadioGroup, TextField, Typography,
} from '@mui/material';
import { ApiError } from '../../shared/api/client-types';
import {
  canExport, createExportFormSchema, defaultExportFileName, EXPORT_DATA_RANGES, EXPORT_FILE_NAME_INPUT_MAX,
  exportCountText, exportFieldOptions, exportFieldParam, exportStartOutcome, type ExportFieldOption, type ExportFormInput,
  type ExportFormValues,
} from '../../shared/rules/export-form';
import { useButtonGuard } from '../use-button-guard';
import { useSpreadsheetHost } from './host';
import { useSpreadsheetTexts } from './texts';
import type { DataRange, ExportApi, ExportSelection } from './types';
import { errorMessage } from '../../shared/api/error-message';

type Load<T> = { state: 'loading' } | { state: 'ready'; value: T } | { state: 'error'; message: string };

export interface ExportFormProps {
  api: ExportApi;
  selection: ExportSelection;
  listName: string;
  now: () => Date;
  onCancel(): void;
  /** EXP-08, status 1000: the job started. */
  onStarted(key: string): void;
  /** The data ranges offered (EXP-02): all three unless the list has no search or no checkboxes. */
  ranges?: readonly DataRange[];
}

/** EXP-01 … EXP-08: the fields (CARD-11 labels), the data range with its count, the file name, then the start. */
export function ExportForm({ api, selection, listName, now, onCancel, onStarted, ranges = EXPORT_DATA_RANGES }: ExportFormProps) {
  const t = useSpreadsheetTexts();
  const { notify } = useSpreadsheetHost();
  const ids = { fields: useId(), range: useId(), count: useId(), error: useId() };
  const schema = useMemo(() => createExportFormSchema(t.exportRules), [t.exportRules]);
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const { control, handleSubmit, setValue, formState: { errors } } = useForm<ExportFormInput, unknown, ExportFormValues>({
    resolver: zodResolver(schema),
    defaultValues: { fileName: defaultExportFileName(listName, now()), dataRange: 1, fields: [] },
  });
  const dataRange = useWatch({ control, name: 'dataRange' });
  const [fields, setFields] = useState<Load<ExportFieldOption[]>>({ state: 'loading' });
  const [count, setCount] = useState<Load<number>>({ state: 'loading' });
  const [startError, setStartError] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    api.headerFields().then((map) => {
      if (!live) return;
      const options = exportFieldOptions(map);
      setFields({ state: 'ready', value: options });
      // Every field is chosen at first; the operator unticks what the file need not hold.
      setValue('fields', options.map((o) => o.key));
    }, (error: unknown) => { if (live) setFields({ state: 'error', message: errorMessage(error) }); });
    return () => { live = false; };
  }, [api, setValue]);

  // EXP-01: the count follows the chosen range.
  const selectionKey = JSON.stringify(selection);
  useEffect(() => {
    let live = true;
    setCount({ state: 'loading' });
    api.count(dataRange, selection).then(
      (value) => { if (live) setCount({ state: 'ready', value }); },
      (error: unknown) => { if (live) setCount({ state: 'error', message: errorMessage(error) }); },
    );
    return () => { live = false; };
    // selectionKey stands for selection, whose identity may change on every render of the list.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [api, dataRange, selectionKey]);

  const options = fields.state === 'ready' ? fields.value : [];
  // The fields travel with the click, not through the guard's (effect-updated) copy of the handler.
  const submit = useButtonGuard((shown: readonly ExportFieldOption[]) => handleSubmit(async (values) => {
    setStartError(null);
    try {
      const key = await api.start({
        fileName: values.fileName, dataRange: values.dataRange, exportField: exportFieldParam(shown, values.fields),
        selection, idempotencyKey,
      });
      onStarted(key);
    } catch (error) {
      const status = error instanceof ApiError ? error.status : -1;
      if (exportStartOutcome(status) === 'close') {
        // EXP-08: 1002 shows its message and closes the dialog.
        notify(errorMessage(error), 'warning');
        onCancel();
      } else {
        setStartError(errorMessage(error));
      }
    }
  })());

  const countValue = count.state === 'ready' ? count.value : null;
  const exportable = canExport(countValue) && fields.state === 'ready' && options.length > 0;

  return (
    <Box component="form" noValidate onSubmit={(e) => { e.preventDefault(); submit.onClick(options); }} sx={{ display: 'contents' }}>
      <DialogContent sx={{ display: 'grid', gap: 2.5, alignContent: 'start' }}>
        <Controller
          control={control}
          name="fields"
          render={({ field, fieldState }) => {
            const chosen = new Set(field.value);
            const all = options.length > 0 && options.every((o) => chosen.has(o.key));
            const some = options.some((o) => chosen.has(o.key));
            return (
              <FormControl component="fieldset" error={fieldState.error !== undefined} aria-describedby={fieldState.error ? ids.fields : undefined}>
                <FormLabel component="legend">{t.export.fields}</FormLabel>
                {fields.state === 'loading' ? <Typography sx={{ color: 'text.secondary', py: 1 }}>{t.export.fieldsLoading}</Typography> : null}
                {fields.state === 'error' ? <Alert severity="error">{`${t.export.fieldsFailed}：${fields.message}`}</Alert> : null}
                {fields.state === 'ready' && options.length === 0 ? <Typography sx={{ color: 'text.secondary', py: 1 }}>{t.export.fieldsEmpty}</Typography> : null}
                {options.length > 0 ? (
                  <>
                    <FormControlLabel
                      label={t.export.all}
                      control={<Checkbox checked={all} indeterminate={some && !all} onChange={(_, on) => field.onChange(on ? options.map((o) => o.key) : [])} />}
                    />
                    <FormGroup row sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(112px, 1fr))', columnGap: 1 }}>
                      {options.map((o) => (
                        <FormControlLabel
                          key={o.key}
                          title={o.label}
                          label={o.shortLabel}
                          sx={{ mr: 0, minWidth: 0 }}
                          control={(
                            <Checkbox
                              checked={chosen.has(o.key)}
                              slotProps={{ input: { 'aria-label': o.label } }}
                              onChange={(_, on) => field.onChange(options.filter((x) => (x.key === o.key ? on : chosen.has(x.key))).map((x) => x.key))}
                            />
                          )}
                        />
                      ))}
                    </FormGroup>
                  </>
                ) : null}
                {fieldState.error ? <FormHelperText id={ids.fields}>{fieldState.error.message}</FormHelperText> : null}
              </FormControl>
            );
          }}
        />
        <Controller
          control={control}
          name="dataRange"
          render={({ field }) => (
            <FormControl component="fieldset">
              <FormLabel component="legend" id={ids.range}>{t.export.range}</FormLabel>
              <RadioGroup
                row
                aria-labelledby={ids.range}
                aria-describedby={ids.count}
                value={String(field.value)}
                onChange={(_, value) => field.onChange(Number(value) as DataRange)}
              >
                {ranges.map((range) => (
                  <FormControlLabel key={range} value={String(range)} control={<Radio />} label={t.export.ranges[range]} />
                ))}
              </RadioGroup>
              <Typography id={ids.count} role="status" aria-live="polite" sx={{ display: 'flex', alignItems: 'center', gap: 1, color: count.state === 'error' ? 'error.main' : 'text.secondary' }}>
                {count.state === 'loading' ? <><CircularProgress size={14} aria-hidden />{t.export.counting}</> : null}
                {count.state === 'ready' ? exportCountText(count.value, t.lang) : null}
                {count.state === 'error' ? `${t.export.countFailed}：${count.message}` : null}
              </Typography>
            </FormControl>
          )}
        />
        <Controller
          control={control}
          name="fileName"
          render={({ field }) => (
            <TextField
              {...field}
              label={t.export.fileName}
              required
              fullWidth
              error={errors.fileName !== undefined}
              helperText={errors.fileName?.message ?? ' '}
              slotProps={{ htmlInput: { maxLength: EXPORT_FILE_NAME_INPUT_MAX } }}
            />
          )}
        />
        {startError !== null ? <Alert severity="error" id={ids.error}>{startError}</Alert> : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{t.cancel}</Button>
        <Button type="submit" variant="contained" disabled={!exportable || submit.disabled}>{t.export.submit}</Button>
      </DialogActions>
    </Box>
  );
}
