import { useEffect } from 'react';
import {
  Accordion, AccordionDetails, AccordionSummary, Alert, Box, Button, Chip, CircularProgress, LinearProgress, Stack, Table, TableBody, TableCell,
  TableHead, TableRow, Typography,
} from '@mui/material';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { useNotify } from 'react-admin';
import { directorySyncRuns, directorySyncStart } from '../../../shared/api/catalogue/directory-sync';
import { REPORT_SAMPLE_ROWS, type ReportRow, type SyncRun } from '../../../shared/schema/directory-sync';
import { useCallMutation, useCallQuery, useInvalidateCalls } from '../../data-provider/use-call';
import './texts';
import { useStudioTranslation } from '../../i18n/use-studio-translation';

/** How often the runs are read again while one is queued or running (the job's progress lives in its row). */
const POLL_MS = 1_000;
const KINDS = ['added', 'changed', 'disabled', 'refused'] as const;
const STATE_COLOUR = { queued: 'default', running: 'info', succeeded: 'success', failed: 'error' } as const;

function Rows({ rows, total }: { rows: readonly ReportRow[]; total: number }) {
  const { t } = useStudioTranslation();
  if (total === 0) return <Typography variant="body2" sx={{ color: 'text.secondary' }}>{t('directorySyncConfig.runs.noRows')}</Typography>;
  return (
    <>
      <Table size="small">
        <TableHead><TableRow><TableCell>{t('directorySyncConfig.runs.columns.account')}</TableCell><TableCell>{t('directorySyncConfig.runs.columns.name')}</TableCell><TableCell>{t('directorySyncConfig.runs.columns.detail')}</TableCell></TableRow></TableHead>
        <TableBody>
          {rows.map((r, i) => <TableRow key={`${r.account}-${i}`}><TableCell>{r.account}</TableCell><TableCell>{r.name}</TableCell><TableCell>{r.detail}</TableCell></TableRow>)}
        </TableBody>
      </Table>
      {total > rows.length && <Typography variant="caption" sx={{ color: 'text.secondary' }}>{t('directorySyncConfig.runs.firstRows', { n: Math.min(REPORT_SAMPLE_ROWS, rows.length), total })}</Typography>}
    </>
  );
}

/** One run: its state, who started it, its counts, its progress while it runs, and the report's rows on demand. */
function Run({ run, expected }: { run: SyncRun; expected: number }) {
  const { t } = useStudioTranslation();
  const report = run.report;
  const active = run.state === 'queued' || run.state === 'running';
  const when = new Date(run.startedAt ?? run.createdAt).toLocaleString();
  return (
    <Box component="li" sx={{ listStyle: 'none', border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 }} aria-label={`${t(`directorySyncConfig.runs.state.${run.state}`)} ${when}`}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Chip size="small" color={STATE_COLOUR[run.state]} label={t(`directorySyncConfig.runs.state.${run.state}`)} />
        <Typography variant="body2">{when}</Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>{t(`directorySyncConfig.runs.trigger.${run.trigger}`)} · {run.startedBy} {t('directorySyncConfig.runs.by')}</Typography>
      </Stack>
      {active && (
        <Box sx={{ mt: 1 }}>
          <Typography variant="body2">{t(`directorySyncConfig.runs.phase.${report?.phase ?? 'departments'}`)} · {t('directorySyncConfig.runs.read', { n: report?.peopleRead ?? 0 })}</Typography>
          {/* The directory does not say how many people it holds; the last complete run's count is the estimate. */}
          {expected > 0
            ? <LinearProgress variant="determinate" value={Math.min(99, ((report?.peopleRead ?? 0) / expected) * 100)} aria-label={t('directorySyncConfig.runs.read', { n: report?.peopleRead ?? 0 })} />
            : <LinearProgress aria-label={t('directorySyncConfig.runs.read', { n: report?.peopleRead ?? 0 })} />}
        </Box>
      )}
      {run.state === 'failed' && <Alert severity="error" sx={{ mt: 1 }}>{run.errorMsg}</Alert>}
      {report && (
        <>
          <Stack direction="row" spacing={2} sx={{ mt: 1, flexWrap: 'wrap' }}>
            {KINDS.map((kind) => <Typography key={kind} variant="body2">{t(`directorySyncConfig.runs.counts.${kind}`)} <b>{report[kind].count}</b></Typography>)}
            <Typography variant="body2">{t('directorySyncConfig.runs.counts.unchanged')} <b>{report.unchanged}</b></Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>{t('directorySyncConfig.runs.departments', { read: report.departments.read, added: report.departments.added, changed: report.departments.changed })}</Typography>
          </Stack>
          {KINDS.some((kind) => report[kind].count > 0) && (
            <Accordion disableGutters elevation={0} sx={{ mt: 1, '&:before': { display: 'none' } }}>
              <AccordionSummary expandIcon={<ExpandMoreIcon />}>{t('directorySyncConfig.runs.details')}</AccordionSummary>
              <AccordionDetails>
                {KINDS.filter((kind) => report[kind].count > 0).map((kind) => (
                  <Box key={kind} sx={{ mb: 2 }}>
                    <Typography variant="subtitle2">{t(`directorySyncConfig.runs.counts.${kind}`)}（{report[kind].count}）</Typography>
                    <Rows rows={report[kind].rows} total={report[kind].count} />
                  </Box>
                ))}
              </AccordionDetails>
            </Accordion>
          )}
        </>
      )}
    </Box>
  );
}

/** 立即同步 and the latest runs, read again every second while one is queued or running. */
export function SyncRuns() {
  const { t } = useStudioTranslation();
  const notify = useNotify();
  const runs = useCallQuery(directorySyncRuns, { limit: 10 });
  const start = useCallMutation(directorySyncStart, { invalidates: [directorySyncRuns] });
  const invalidate = useInvalidateCalls();
  const list = runs.data?.runs ?? [];
  const active = list.some((r) => r.state === 'queued' || r.state === 'running');

  useEffect(() => {
    if (!active) return undefined;
    const timer = setInterval(() => { void invalidate(directorySyncRuns); }, POLL_MS);
    return () => clearInterval(timer);
  }, [active, invalidate]);

  async function syncNow() {
    try {
      const answer = await start.mutateAsync({});
      notify(answer.created ? t('directorySyncConfig.runs.started') : t('directorySyncConfig.runs.already'), { type: answer.created ? 'success' : 'info' });
    } catch (error) {
      notify(error instanceof Error ? error.message : String(error), { type: 'error' });
    }
  }

  const expected = list.find((r) => r.state === 'succeeded')?.report?.peopleRead ?? 0;
  return (
    <Box component="section" aria-label={t('directorySyncConfig.runs.title')} sx={{ mt: 3 }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 1 }}>
        <Typography variant="h6" component="h2">{t('directorySyncConfig.runs.title')}</Typography>
        <Button variant="contained" onClick={() => { void syncNow(); }} disabled={start.isPending || active}
          startIcon={start.isPending ? <CircularProgress size={16} color="inherit" /> : undefined}>
          {start.isPending ? t('directorySyncConfig.runs.starting') : t('directorySyncConfig.runs.start')}
        </Button>
      </Stack>
      {runs.isError && <Alert severity="error" action={<Button color="inherit" size="small" onClick={() => { void runs.refetch(); }}>{t('directorySyncConfig.retry')}</Button>}>{t('directorySyncConfig.runs.loadFailed')}：{runs.error.message}</Alert>}
      {runs.isPending && <CircularProgress aria-label={t('directorySyncConfig.runs.title')} />}
      {runs.isSuccess && list.length === 0 && <Typography sx={{ color: 'text.secondary' }}>{t('directorySyncConfig.runs.empty')}</Typography>}
      <Stack component="ul" spacing={1} sx={{ p: 0, m: 0 }}>
        {list.map((run) => <Run key={run.jobId} run={run} expected={expected} />)}
      </Stack>
    </Box>
  );
}
