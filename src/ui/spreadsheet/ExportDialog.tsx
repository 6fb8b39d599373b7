import { useCallback, useEffect, useId, useState } from 'react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, useMediaQuery, useTheme } from '@mui/material';
import { ExportForm } from './ExportForm';
import { forgetJob, rememberJob, rememberedJob } from './job-registry';
import { JobProgress } from './JobProgress';
import { useSpreadsheetTexts } from './texts';
import type { DataRange, ExportApi, ExportProgress, ExportSelection } from './types';
import { useJobPoll } from './use-job-poll';
import { errorMessage } from '../../shared/api/error-message';

export interface ExportDialogProps {
  open: boolean;
  onClose(): void;
  /** EXP-07: the list's name, the start of the default file name. */
  listName: string;
  api: ExportApi;
  /** The list's current search (range 2) and checked rows (range 3). */
  selection: ExportSelection;
  /** Names the list, so a job still running when the dialog closed shows again when it reopens (IMP-15). */
  slot: string;
  /** The clock of the default file name (tests fix it). */
  now?: () => Date;
  /** The data ranges offered (EXP-02); a list without row checkboxes leaves out 3. */
  ranges?: readonly DataRange[];
}

/** EXP-08 … EXP-10, IMP-15: the progress of one export job; the file downloads by itself once it is ready. */
function ExportJob({ api, jobKey, titleId, onDone, onClose }: {
  api: ExportApi; jobKey: string; titleId: string; onDone(): void; onClose(): void;
}) {
  const t = useSpreadsheetTexts();
  const [downloadError, setDownloadError] = useState<string | null>(null);
  const download = useCallback((progress: ExportProgress) => {
    setDownloadError(null);
    api.download(progress).catch((error: unknown) => { setDownloadError(errorMessage(error)); });
  }, [api]);
  const onFinished = useCallback((progress: ExportProgress) => { onDone(); download(progress); }, [download, onDone]);
  const { state, progress } = useJobPoll(jobKey, api.poll, onFinished);
  useEffect(() => { if (state === 'failed') onDone(); }, [state, onDone]);
  const title = state === 'finished' ? t.export.done : state === 'failed' ? t.export.failed : t.export.running;
  return (
    <>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <JobProgress state={state} progress={progress} label={title} />
        {downloadError !== null ? <Alert severity="error" sx={{ mt: 1.5 }}>{downloadError}</Alert> : null}
      </DialogContent>
      <DialogActions>
        {state === 'running' ? <Button onClick={onClose} title={t.progress.backgroundHelp}>{t.progress.background}</Button> : null}
        {state === 'finished' && progress !== null ? <Button onClick={() => download(progress)}>{t.export.downloadAgain}</Button> : null}
        <Button variant="contained" onClick={onClose} disabled={state === 'running'}>{t.close}</Button>
      </DialogActions>
    </>
  );
}

/**
 * The studio's export dialog (EXP-01 … EXP-12), one for every admin list: the form, then the job's progress.
 * Closing while the job runs leaves it running on the server (IMP-15); reopening shows it again.
 */
export function ExportDialog({ open, onClose, listName, api, selection, slot, now = () => new Date(), ranges }: ExportDialogProps) {
  const t = useSpreadsheetTexts();
  const theme = useTheme();
  const narrow = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const titleId = useId();
  const [jobKey, setJobKey] = useState<string | null>(() => rememberedJob(`export:${slot}`)?.key ?? null);
  const [seenOpen, setSeenOpen] = useState(open);
  if (open !== seenOpen) {
    setSeenOpen(open);
    // Each opening starts from the form, unless a job of this list is still running.
    if (open) setJobKey(rememberedJob(`export:${slot}`)?.key ?? null);
  }
  const onStarted = useCallback((key: string) => {
    rememberJob(`export:${slot}`, { key, fileName: '' });
    setJobKey(key);
  }, [slot]);
  const onDone = useCallback(() => { forgetJob(`export:${slot}`); }, [slot]);

  return (
    <Dialog open={open} onClose={onClose} fullScreen={narrow} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      {jobKey === null ? (
        <>
          <DialogTitle id={titleId}>{t.export.title}</DialogTitle>
          <ExportForm api={api} selection={selection} listName={listName} now={now} onCancel={onClose} onStarted={onStarted} ranges={ranges} />
        </>
      ) : (
        <ExportJob api={api} jobKey={jobKey} titleId={titleId} onDone={onDone} onClose={onClose} />
      )}
    </Dialog>
  );
}
