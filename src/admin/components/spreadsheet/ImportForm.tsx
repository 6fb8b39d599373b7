import { useEffect, useId, useMemo, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert, Box, Button, Checkbox, Chip, CircularProgress, DialogActions, DialogContent, FormControl, FormControlLabel, FormHelperText, FormLabel,
  Radio, RadioGroup, TextField, Typography,
} from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import {
  createImportFormSchema, dataStartRow, defaultImportFormInput, ERROR_RULES, fieldMatchError, HEADER_LINE_MAX, HEADER_LINE_MIN,
  headerLineError, unmatchedRequiredFields, type ImportFormInput, type ImportFormValues,
} from '../../../shared/rules/import-form';
import { useButtonGuard } from '../../../ui/use-button-guard';
import { FieldMatching } from './FieldMatching';
import { FileField, type HeldFile } from './FileField';
import { useSpreadsheetHost } from '../../../ui/spreadsheet/host';
import { useSpreadsheetTexts } from '../../../ui/spreadsheet/texts';
import type { ImportApi, ImportMatchResult, ImportStartInput } from '../../../ui/spreadsheet/types';
import { errorMessage } from '../../../shared/api/error-message';

type Load<T> = { state: 'idle' } | { state: 'loading' } | { state: 'ready'; value: T } | { state: 'error'; message: string };

export interface ImportFormProps {
  api: ImportApi;
  onCancel(): void;
  /** IMP-02, status 1000: the job started (a dry run when `input.dryRun`); `input` can start the real import after it. */
  onStarted(key: string, input: ImportStartInput): void;
  /** How long the title row must stay still before its matching is read again. */
  matchDelayMs?: number;
}

function systemFields(matching: ImportMatchResult) {
  return matching.dbFieldList.map((f) => ({ key: f.column, label: f.columnName, required: f.is_must === 1 }));
}

/** IMP-01 … IMP-13: template, file, title row, duplicate and error rules and the field matching, then the start call. */
export function ImportForm({ api, onCancel, onStarted, matchDelayMs = 400 }: ImportFormProps) {
  const t = useSpreadsheetTexts();
  const { notify } = useSpreadsheetHost();
  const ids = { dup: useId(), err: useId() };
  const schema = useMemo(() => createImportFormSchema(t.importRules), [t.importRules]);
  // One key per kind of start: a retried click finds its job, and a dry run is not mistaken for the import.
  const [idempotencyKeys] = useState(() => ({ import: crypto.randomUUID(), dryRun: crypto.randomUUID() }));
  const { control, handleSubmit, setValue, clearErrors, formState: { errors } } = useForm<ImportFormInput, unknown, ImportFormValues>({
    resolver: zodResolver(schema),
    defaultValues: defaultImportFormInput(),
  });
  const headerLine = useWatch({ control, name: 'headerLine' });
  const [held, setHeld] = useState<HeldFile | null>(null);
  const [uploading, setUploading] = useState(false);
  const [uploadPercent, setUploadPercent] = useState<number | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [templateError, setTemplateError] = useState<string | null>(null);
  const [matching, setMatching] = useState<Load<ImportMatchResult>>({ state: 'idle' });
  const [matches, setMatches] = useState<Record<string, string>>({});
  const [matchError, setMatchError] = useState<string | null>(null);

  // IMP-12: the matching follows the uploaded file and the title row.
  const fileKey = held?.fileKey ?? null;
  const validLine = headerLineError(headerLine, t.importRules) === null ? Number(headerLine) : null;
  useEffect(() => {
    if (fileKey === null || validLine === null) { setMatching({ state: 'idle' }); return undefined; }
    let live = true;
    setMatching({ state: 'loading' });
    const timer = setTimeout(() => {
      api.matchFields(fileKey, validLine).then((value) => {
        if (!live) return;
        setMatching({ state: 'ready', value });
        setMatches(Object.fromEntries(value.matchFieldList.map((m) => [m.column, m.configure])));
        setMatchError(null);
      }, (error: unknown) => { if (live) setMatching({ state: 'error', message: errorMessage(error) }); });
    }, matchDelayMs);
    return () => { live = false; clearTimeout(timer); };
  }, [api, fileKey, validLine, matchDelayMs]);

  async function upload(file: File): Promise<void> {
    setFileError(null);
    setUploading(true);
    setUploadPercent(null);
    try {
      const result = await api.upload(file, setUploadPercent);
      setHeld({ fileKey: result.fileKey, fileName: result.fileName || file.name });
      setValue('fileKey', result.fileKey);
      clearErrors('fileKey');
    } catch (error) {
      // IMP-16: an upload error clears the file list and shows the error.
      setHeld(null);
      setValue('fileKey', '');
      setFileError(errorMessage(error));
    } finally {
      setUploading(false);
    }
  }

  function remove(): void {
    setHeld(null);
    setValue('fileKey', '');
    setMatches({});
  }

  const template = useButtonGuard(async () => {
    setTemplateError(null);
    try { await api.downloadTemplate(); } catch (error) { setTemplateError(errorMessage(error)); }
  });

  const ready = matching.state === 'ready' ? matching.value : null;
  const unmatched = new Set(ready !== null && matchError !== null ? unmatchedRequiredFields(systemFields(ready), matches).map((f) => f.key) : []);

  // The matching travels with the click, not through the guard's (effect-updated) copy of the handler.
  const submit = useButtonGuard((shown: ImportMatchResult | null, chosen: Readonly<Record<string, string>>, dryRun: boolean) => handleSubmit(async (values) => {
    if (shown === null) return;
    const error = fieldMatchError(systemFields(shown), chosen, t.importRules);
    setMatchError(error);
    if (error !== null) return;
    try {
      const input: ImportStartInput = {
        fileKey: values.fileKey, headerLine: values.headerLine, errorRegx: values.errorRegx,
        idempotencyKey: dryRun ? idempotencyKeys.dryRun : idempotencyKeys.import, dryRun,
        matchFieldList: shown.dbFieldList.map((f) => ({ column: f.column, configure: chosen[f.column] ?? '' })),
      };
      onStarted(await api.start(input), input);
    } catch (error) {
      // IMP-03: any other answer shows its message and closes the dialog.
      notify(errorMessage(error), 'error');
      onCancel();
    }
  })());

  const shownFileError = fileError ?? errors.fileKey?.message;
  return (
    <Box component="form" noValidate onSubmit={(e) => { e.preventDefault(); submit.onClick(ready, matches, false); }} sx={{ display: 'contents' }}>
      <DialogContent sx={{ display: 'grid', gap: 2.5, alignContent: 'start' }}>
        {api.publishesVersion === true ? <Alert severity="info">{t.import.publishesVersion}</Alert> : null}
        <Box>
          <Button variant="text" startIcon={<DownloadIcon />} onClick={template.onClick} disabled={template.disabled} sx={{ px: 0.5 }}>
            {t.import.template}
          </Button>
          <Typography variant="body2" component="span" sx={{ color: 'text.secondary', ml: 1 }}>{t.import.templateHelp}</Typography>
          {templateError !== null ? <Alert severity="error" sx={{ mt: 1 }}>{templateError}</Alert> : null}
        </Box>
        <FileField
          held={held}
          uploading={uploading}
          uploadPercent={uploadPercent}
          error={shownFileError}
          onChosen={(file) => { void upload(file); }}
          onRefused={(message) => { remove(); setFileError(message); }}
          onRemove={() => { remove(); setFileError(null); }}
        />
        <Controller
          control={control}
          name="headerLine"
          render={({ field }) => (
            <TextField
              {...field}
              label={t.import.headerLine}
              required
              type="number"
              sx={{ maxWidth: 220 }}
              error={errors.headerLine !== undefined}
              helperText={errors.headerLine?.message ?? (validLine !== null ? t.import.dataStarts(dataStartRow(validLine)) : ' ')}
              slotProps={{ htmlInput: { min: HEADER_LINE_MIN, max: HEADER_LINE_MAX, step: 1, inputMode: 'numeric' } }}
            />
          )}
        />
        <FormControl component="fieldset">
          <FormLabel component="legend" id={ids.dup}>{t.import.duplicateRule}</FormLabel>
          <FormControlLabel control={<Checkbox checked disabled />} label={t.import.duplicateSkip} />
          {ready !== null && ready.checkFieldList.length > 0 ? (
            <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>{t.import.checkFields}</Typography>
              {ready.checkFieldList.filter((f) => f.isKey === 1).map((f) => <Chip key={f.fieldName} label={f.fieldNote} size="small" disabled />)}
            </Box>
          ) : null}
        </FormControl>
        <Controller
          control={control}
          name="errorRegx"
          render={({ field }) => (
            <FormControl component="fieldset">
              <FormLabel component="legend" id={ids.err}>{t.import.errorRule}</FormLabel>
              <RadioGroup row aria-labelledby={ids.err} value={String(field.value)} onChange={(_, v) => field.onChange(v === '2' ? 2 : 1)}>
                {ERROR_RULES.map((rule) => <FormControlLabel key={rule} value={String(rule)} control={<Radio />} label={t.import.errorRules[rule]} />)}
              </RadioGroup>
              <FormHelperText sx={{ mx: 0 }}>{t.import.errorRuleHelp[field.value === 2 ? 2 : 1]}</FormHelperText>
            </FormControl>
          )}
        />
        {matching.state === 'loading' ? (
          <Typography role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'text.secondary' }}>
            <CircularProgress size={16} aria-hidden />{t.import.matchingLoading}
          </Typography>
        ) : null}
        {matching.state === 'error' ? <Alert severity="error">{`${t.import.matchingFailed}：${matching.message}`}</Alert> : null}
        {ready !== null ? (
          <FieldMatching
            matching={ready}
            matches={matches}
            error={matchError}
            unmatched={unmatched}
            onChange={(column, configure) => { setMatches((m) => ({ ...m, [column]: configure })); }}
          />
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{t.cancel}</Button>
        <Button variant="outlined" title={t.import.dryRunHelp} onClick={() => submit.onClick(ready, matches, true)} disabled={submit.disabled || uploading || matching.state === 'loading'}>
          {t.import.dryRun}
        </Button>
        <Button type="submit" variant="contained" disabled={submit.disabled || uploading || matching.state === 'loading'}>{t.import.submit}</Button>
      </DialogActions>
    </Box>
  );
}
