import { Alert, Box, LinearProgress, Typography } from '@mui/material';
import { progressPercent } from '../../shared/rules/export-form';
import type { ExportProgress } from './types';
import type { JobState } from './use-job-poll';
import { useSpreadsheetTexts } from './texts';

export interface JobProgressProps {
  state: JobState;
  progress: ExportProgress | null;
  /** The bar's accessible name (the dialog's title). */
  label: string;
}

/**
 * EXP-09, EXP-10, EXP-12, IMP-02, IMP-15: the bar, the rows done, the time used and left, the long-operation
 * warning while the job runs, and 操作失败 when it failed.
 */
export function JobProgress({ state, progress, label }: JobProgressProps) {
  const t = useSpreadsheetTexts();
  const percent = Math.round(progressPercent(progress?.finishRate ?? 0, state === 'finished'));
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
        <LinearProgress
          variant={progress === null && state === 'running' ? 'indeterminate' : 'determinate'}
          value={percent}
          color={state === 'failed' ? 'error' : state === 'finished' ? 'success' : 'primary'}
          aria-label={label}
          sx={{ flex: 1, height: 8, borderRadius: 4 }}
        />
        <Typography component="span" sx={{ minWidth: 44, textAlign: 'right', fontVariantNumeric: 'tabular-nums' }}>{percent}%</Typography>
      </Box>
      {progress !== null ? (
        <Typography variant="body2" sx={{ color: 'text.secondary', display: 'flex', flexWrap: 'wrap', columnGap: 2 }}>
          <span>{t.progress.processed(progress.finishNum, progress.totalNum)}</span>
          {progress.useTimeStr ? <span>{t.progress.used(progress.useTimeStr)}</span> : null}
          {state === 'running' && progress.tryMathRemainTime ? <span>{t.progress.remaining(progress.tryMathRemainTime)}</span> : null}
        </Typography>
      ) : null}
      {state === 'failed' ? (
        <Alert severity="error" role="alert">
          {t.progress.failedText}
          {progress?.errorMsg ? `：${progress.errorMsg}` : ''}
        </Alert>
      ) : null}
      {state === 'running' ? <Alert severity="warning" icon={false}>{t.progress.warning}</Alert> : null}
    </Box>
  );
}
