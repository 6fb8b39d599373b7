import { useCallback, useEffect, useId, useState } from 'react';
import {
  Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Link, Typography, useMediaQuery, useTheme,
} from '@mui/material';
import { hasErrorFile } from '../../../shared/rules/import-form';
import { useButtonGuard } from '../../../ui/use-button-guard';
import { ImportForm } from './ImportForm';
import { forgetJob, rememberJob, rememberedJob } from '../../../ui/spreadsheet/job-registry';
import { JobProgress } from '../../../ui/spreadsheet/JobProgress';
import { useSpreadsheetTexts } from '../../../ui/spreadsheet/texts';
import type { ImportApi } from '../../../ui/spreadsheet/types';
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

/** IMP-02, IMP-04, IMP-14, IMP-15: one import job's progress, its row counts and the error file. */
function ImportJob({ api, jobKey, titleId, onDone, onClose }: {
  api: ImportApi; jobKey: string; titleId: string; onDone(ok: boolean): void; onClose(): void;
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
  const title = state === 'finished' ? t.import.done : state === 'failed' ? t.import.failed : t.import.running;
  const counts = progress === null ? [] : [
    [t.import.inserted, progress.newInsertNum], [t.import.updated, progress.updateNum],
    [t.import.skipped, progress.jumpNum], [t.import.failedRows, progress.failNum],
  ] as const;
  return (
    <>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 1.5 }}>
        <JobProgress state={state} progress={progress} label={title} />
        {counts.length > 0 ? (
          <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'repeat(4, minmax(0, 1fr))', gap: 1, m: 0 }}>
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
            {t.import.errorFile}
            <Link component="button" type="button" onClick={() => download.onClick(errorKey)} disabled={download.disabled} sx={{ verticalAlign: 'baseline' }}>
              {t.import.errorLink}
            </Link>
          </Typography>
        ) : null}
        {downloadError !== null ? <Alert severity="error">{downloadError}</Alert> : null}
      </DialogContent>
      <DialogActions>
        {state === 'running' ? <Button onClick={onClose} title={t.progress.backgroundHelp}>{t.progress.background}</Button> : null}
        <Button variant="contained" onClick={onClose} disabled={state === 'running'}>{t.close}</Button>
      </DialogActions>
    </>
  );
}

/**
 * The studio's import dialog (IMP-01 … IMP-17), one for every list that imports: step 1, then the job's progress.
 * Closing while the job runs leaves it running on the server (IMP-15); reopening shows it again.
 */
export function ImportDialog({ open, onClose, api, slot, onImported, matchDelayMs }: ImportDialogProps) {
  const t = useSpreadsheetTexts();
  const theme = useTheme();
  const narrow = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const titleId = useId();
  const name = `import:${slot}`;
  const [jobKey, setJobKey] = useState<string | null>(() => rememberedJob(name)?.key ?? null);
  const [seenOpen, setSeenOpen] = useState(open);
  if (open !== seenOpen) {
    setSeenOpen(open);
    if (open) setJobKey(rememberedJob(name)?.key ?? null);
  }
  const onStarted = useCallback((key: string) => {
    rememberJob(name, { key, fileName: '' });
    setJobKey(key);
  }, [name]);
  const onDone = useCallback((ok: boolean) => {
    forgetJob(name);
    if (ok) onImported?.();
  }, [name, onImported]);

  return (
    <Dialog open={open} onClose={onClose} fullScreen={narrow} fullWidth maxWidth="md" aria-labelledby={titleId}>
      {jobKey === null ? (
        <>
          <DialogTitle id={titleId}>{t.import.title}</DialogTitle>
          <ImportForm api={api} onCancel={onClose} onStarted={onStarted} matchDelayMs={matchDelayMs} />
        </>
      ) : (
        <ImportJob api={api} jobKey={jobKey} titleId={titleId} onDone={onDone} onClose={onClose} />
      )}
    </Dialog>
  );
}
