import { useCallback, useEffect, useId, useState } from 'react';
import {
  Alert, Box, Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogTitle, Link, Typography, useMediaQuery, useTheme,
} from '@mui/material';
import { hasErrorFile } from '../../../shared/rules/import-form';
import { useButtonGuard } from '../../../ui/use-button-guard';
import { ImportForm } from './ImportForm';
import { forgetJob, rememberJob, rememberedJob } from '../../../ui/spreadsheet/job-registry';
import { JobProgress } from '../../../ui/spreadsheet/JobProgress';
import { useSpreadsheetTexts } from '../../../ui/spreadsheet/texts';
import type { ImportApi, ImportStartInput } from '../../../ui/spreadsheet/types';
import { useSpreadsheetHost } from '../../../ui/spreadsheet/host';
import { useJobPoll } from '../../../ui/spreadsheet/use-job-poll';
import { errorMessage } from '../../../shared/api/error-message';

export interface ImportDialogProps {
  open: boolean;
  onClose(): void;
  api: ImportApi;
  /** Names the list, so a job still running when the dialog closed shows again when it reopens (IMP-15). */
  slot: string;
  /** Called once a job has finished (the list reloads its rows). */
  onImported?(): void;
  matchDelayMs?: number;
}

/** IMP-02, IMP-04, IMP-14, IMP-15: one import job's progress, its row counts and the error file; or a dry run's (预检). */
function ImportJob({ api, jobKey, titleId, dryRun, onDone, onClose, onImportNow }: {
  api: ImportApi; jobKey: string; titleId: string; dryRun: boolean; onDone(ok: boolean): void; onClose(): void; onImportNow(): void;
}) {
  const t = useSpreadsheetTexts();
  const { state, progress } = useJobPoll(jobKey, api.poll);
  useEffect(() => { if (state !== 'running') onDone(state === 'finished'); }, [state, onDone]);
  const [downloadError, setDownloadError] = useState<string | null>(null);
  const errorKey = progress?.errorKey ?? '';
  // The key travels with the click, not through the guard's (effect-updated) copy of the handler.
  const download = useButtonGuard(async (key: string) => {
    setDownloadError(null);
    try { await api.downloadErrors(key); } catch (error) { setDownloadError(errorMessage(error)); }
  });
  const title = dryRun
    ? (state === 'finished' ? t.import.dryDone : state === 'failed' ? t.import.dryFailed : t.import.dryRunning)
    : (state === 'finished' ? t.import.done : state === 'failed' ? t.import.failed : t.import.running);
  const counts = progress === null ? [] : [
    [dryRun ? t.import.wouldInsert : t.import.inserted, progress.newInsertNum], [dryRun ? t.import.wouldUpdate : t.import.updated, progress.updateNum],
    [dryRun ? t.import.wouldSkip : t.import.skipped, progress.jumpNum], [dryRun ? t.import.wouldFail : t.import.failedRows, progress.failNum],
  ] as const;
  return (
    <>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 1.5 }}>
        {dryRun && state === 'finished' ? <Alert severity="info">{t.import.dryNote}</Alert> : null}
        <JobProgress state={state} progress={progress} label={title} />
        {counts.length > 0 ? (
          <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(4, minmax(0, 1fr))' }, gap: 1, m: 0 }}>
            {counts.map(([label, n]) => (
              <Box key={label} sx={{ textAlign: 'center', p: 1, borderRadius: 1, bgcolor: 'action.hover' }}>
                <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>{label}</Typography>
                <Typography component="dd" sx={{ m: 0, fontSize: 20, fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}>{n}</Typography>
              </Box>
            ))}
          </Box>
        ) : null}
        {progress !== null && state !== 'running' && hasErrorFile(progress) ? (
          <Typography>
            {progress.jumpNum > 0 ? t.import.reportFile : t.import.errorFile}
            <Link component="button" type="button" onClick={() => download.onClick(errorKey)} disabled={download.disabled} sx={{ verticalAlign: 'baseline' }}>
              {t.import.errorLink}
            </Link>
          </Typography>
        ) : null}
        {downloadError !== null ? <Alert severity="error">{downloadError}</Alert> : null}
      </DialogContent>
      <DialogActions>
        {state === 'running' ? <Button onClick={onClose} title={t.progress.backgroundHelp}>{t.progress.background}</Button> : null}
        <Button variant={dryRun && state === 'finished' ? 'text' : 'contained'} onClick={onClose} disabled={state === 'running'}>{t.close}</Button>
        {dryRun && state === 'finished' ? <Button variant="contained" onClick={onImportNow}>{t.import.importNow}</Button> : null}
      </DialogActions>
    </>
  );
}

type Shown = { kind: 'checking' } | { kind: 'form' } | { kind: 'job'; key: string; dryRun?: { input: ImportStartInput } };

function shownOf(name: string, api: ImportApi): Shown {
  const remembered = rememberedJob(name);
  if (remembered) return { kind: 'job', key: remembered.key, ...(remembered.dryRun ? { dryRun: remembered.dryRun } : {}) };
  return api.runningJob ? { kind: 'checking' } : { kind: 'form' };
}

/**
 * The studio's import dialog (IMP-01 … IMP-17), one for every list that imports: step 1, then the job's progress.
 * Closing while the job runs leaves it running on the server (IMP-15); reopening shows it again, and so does opening
 * it after a page reload: the server is asked for the caller's import of this list still queued or running.
 * A dry run (预检) shows what the import would do, then starts it with the same choices on request.
 */
export function ImportDialog({ open, onClose, api, slot, onImported, matchDelayMs }: ImportDialogProps) {
  const t = useSpreadsheetTexts();
  const { notify } = useSpreadsheetHost();
  const theme = useTheme();
  const narrow = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const titleId = useId();
  const name = `import:${slot}`;
  const [shown, setShown] = useState<Shown>(() => shownOf(name, api));
  const [seenOpen, setSeenOpen] = useState(open);
  if (open !== seenOpen) {
    setSeenOpen(open);
    if (open) setShown(shownOf(name, api));
  }
  // After a reload nothing is remembered in the page: the server knows the running import.
  const checking = open && shown.kind === 'checking';
  useEffect(() => {
    if (!checking) return undefined;
    let live = true;
    (api.runningJob?.() ?? Promise.resolve(null)).then((key) => {
      if (!live) return;
      if (key === null) { setShown({ kind: 'form' }); return; }
      rememberJob(name, { key, fileName: '' });
      setShown({ kind: 'job', key });
    }, () => { if (live) setShown({ kind: 'form' }); });
    return () => { live = false; };
  }, [checking, api, name]);
  const onStarted = useCallback((key: string, input: ImportStartInput) => {
    const dryRun = input.dryRun === true ? { input } : undefined;
    rememberJob(name, { key, fileName: '', ...(dryRun ? { dryRun } : {}) });
    setShown({ kind: 'job', key, ...(dryRun ? { dryRun } : {}) });
  }, [name]);
  const dryRunInput = shown.kind === 'job' ? shown.dryRun?.input : undefined;
  const onDone = useCallback((ok: boolean) => {
    // A finished dry run stays remembered until its import starts or the dialog is left: its result is a step.
    if (dryRunInput !== undefined) return;
    forgetJob(name);
    if (ok) onImported?.();
  }, [name, onImported, dryRunInput]);
  const close = useCallback(() => {
    if (dryRunInput !== undefined) forgetJob(name);
    onClose();
  }, [dryRunInput, name, onClose]);
  const importNow = useButtonGuard(async () => {
    if (dryRunInput === undefined) return;
    try {
      const input: ImportStartInput = { ...dryRunInput, dryRun: false, idempotencyKey: crypto.randomUUID() };
      onStarted(await api.start(input), input);
    } catch (error) {
      notify(errorMessage(error), 'error');
    }
  });

  return (
    <Dialog open={open} onClose={close} fullScreen={narrow} fullWidth maxWidth="md" aria-labelledby={titleId}>
      {shown.kind === 'checking' ? (
        <>
          <DialogTitle id={titleId}>{t.import.title}</DialogTitle>
          <DialogContent sx={{ display: 'grid', placeItems: 'center', minHeight: 160 }}><CircularProgress aria-label={t.import.title} /></DialogContent>
        </>
      ) : shown.kind === 'form' ? (
        <>
          <DialogTitle id={titleId}>{t.import.title}</DialogTitle>
          <ImportForm api={api} onCancel={close} onStarted={onStarted} matchDelayMs={matchDelayMs} />
        </>
      ) : (
        <ImportJob
          key={shown.key} api={api} jobKey={shown.key} titleId={titleId} dryRun={shown.dryRun !== undefined}
          onDone={onDone} onClose={close} onImportNow={importNow.onClick}
        />
      )}
    </Dialog>
  );
}
