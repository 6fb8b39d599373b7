import { useEffect, useState } from 'react';
import {
  Alert, Box, Button, Chip, CircularProgress, FormControl, InputLabel, LinearProgress, MenuItem, Select, Stack, Table, TableBody, TableCell,
  TableContainer, TableHead, TableRow, TextField, Typography,
} from '@mui/material';
import RefreshIcon from '@mui/icons-material/Refresh';
import { useNotify } from 'react-admin';
import { spreadsheetJobList } from '../../../shared/api/catalogue/spreadsheet-jobs';
import { errorMessage } from '../../../shared/api/error-message';
import { hasErrorFile } from '../../../shared/rules/import-form';
import {
  EXPORT_LIST_NAMES, JOB_LIST_KINDS, JOB_LIST_STATES, SPREADSHEET_LISTS, isEfficiencyExport, type JobListItem, type JobListRequest,
} from '../../../shared/schema/spreadsheet-jobs';
import { createExportApi, createImportApi } from '../../../ui/spreadsheet/spreadsheet-api';
import { useButtonGuard } from '../../../ui/use-button-guard';
import { useCallQuery, useInvalidateCalls } from '../../data-provider/use-call';
import { useStudioTranslation } from '../../i18n/use-studio-translation';
import { useStudioProps } from '../../studio-props';
import './texts';

/** How often the page reads the jobs again while one of them is queued or running (progress lives in the job row). */
const POLL_MS = 3_000;
const PAGE_SIZE = 20;
/** A filter's width: side by side on a wide screen, two to a row on a phone (412 px). */
const FILTER = { width: { xs: 'calc(50% - 6px)', sm: 160 } } as const;
const STATE_COLOUR = { queued: 'default', running: 'info', succeeded: 'success', failed: 'error' } as const;

function Downloads({ job }: { job: JobListItem }) {
  const { t } = useStudioTranslation();
  const notify = useNotify();
  const { clients } = useStudioProps();
  const client = isEfficiencyExport(job.listName) ? clients.osp : clients.blade;
  const fail = (error: unknown) => notify(`${t('studioJobs.downloadFailed')}：${errorMessage(error)}`, { type: 'error' });
  const result = useButtonGuard(async () => {
    try { await createExportApi(client, job.listName).download(job); } catch (error) { fail(error); }
  });
  const errors = useButtonGuard(async () => {
    if (isEfficiencyExport(job.listName)) return;
    try {
      await createImportApi(client, job.listName, job.scopeId === '' ? {} : { id: job.scopeId }).downloadErrors(job.errorKey);
    } catch (error) { fail(error); }
  });
  return (
    <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
      {job.kind === 'export' && job.state === 'succeeded' ? (
        <Button size="small" onClick={result.onClick} disabled={result.disabled}>{t('studioJobs.resultFile')}</Button>
      ) : null}
      {job.kind === 'import' && job.finished && hasErrorFile(job) ? (
        <Button size="small" onClick={errors.onClick} disabled={errors.disabled}>{t('studioJobs.errorFile')}</Button>
      ) : null}
    </Stack>
  );
}

function JobRow({ job, showOwner }: { job: JobListItem; showOwner: boolean }) {
  const { t } = useStudioTranslation();
  const active = !job.finished;
  return (
    <TableRow aria-label={`${job.listTitle} ${job.fileName}`}>
      <TableCell>{job.listTitle}</TableCell>
      <TableCell>
        {t(`studioJobs.kind.${job.kind}`)}
        {job.dryRun ? <Chip size="small" variant="outlined" label={t('studioJobs.dryRun')} sx={{ ml: 0.5 }} /> : null}
      </TableCell>
      <TableCell sx={{ overflowWrap: 'anywhere', minWidth: 120 }}>{job.fileName}</TableCell>
      {showOwner ? <TableCell>{job.ownerName || job.ownerAccount}</TableCell> : null}
      <TableCell>
        <Chip size="small" color={STATE_COLOUR[job.state]} label={t(`studioJobs.state.${job.state}`)} />
        {job.state === 'failed' && job.errorMsg !== '' ? <Typography variant="caption" component="p" sx={{ color: 'error.main', mt: 0.5 }}>{job.errorMsg}</Typography> : null}
      </TableCell>
      <TableCell sx={{ minWidth: 140 }}>
        <LinearProgress variant="determinate" value={job.finishRate} aria-label={`${job.finishRate}%`} color={job.state === 'failed' ? 'error' : 'primary'} />
        <Typography variant="caption" sx={{ color: 'text.secondary' }}>
          {job.finishRate}% · {job.finishNum}/{job.totalNum}{active && job.tryMathRemainTime !== '' ? ` · ${job.tryMathRemainTime}` : ''}
        </Typography>
      </TableCell>
      <TableCell sx={{ fontSize: 13, minWidth: 150, whiteSpace: 'normal !important' }}>
        {job.kind === 'import'
          ? t('studioJobs.counts', { inserted: job.newInsertNum, updated: job.updateNum, skipped: job.jumpNum, failed: job.failNum })
          : t('studioJobs.exported', { n: job.finishNum })}
      </TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{new Date(job.createdAt).toLocaleString()}</TableCell>
      <TableCell><Downloads job={job} /></TableCell>
    </TableRow>
  );
}

/**
 * 导入导出任务: the caller's spreadsheet jobs (an administrator may switch to everyone's and filter by who started
 * them), newest first, with state, progress, counts and the files; read again every 3 s while a job runs.
 */
export function JobsPage() {
  const { t } = useStudioTranslation();
  const invalidate = useInvalidateCalls();
  const [filter, setFilter] = useState<JobListRequest>({ scope: 'mine', current: 1, size: PAGE_SIZE });
  const [owner, setOwner] = useState('');
  const jobs = useCallQuery(spreadsheetJobList, filter, { keepPrevious: true });
  const records = jobs.data?.records ?? [];
  const canSeeAll = jobs.data?.canSeeAll ?? false;
  const showOwner = filter.scope === 'all';
  const active = records.some((job) => !job.finished);
  const set = (patch: Partial<JobListRequest>) => setFilter((f) => ({ ...f, ...patch, current: 1 }));

  useEffect(() => {
    if (!active) return undefined;
    const timer = setInterval(() => { void invalidate(spreadsheetJobList); }, POLL_MS);
    return () => clearInterval(timer);
  }, [active, invalidate]);

  const current = filter.current ?? 1;
  const total = jobs.data?.total ?? 0;
  return (
    <Box component="section" aria-label={t('studioJobs.title')}>
      <Typography variant="h6" component="h2">{t('studioJobs.title')}</Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>{t('studioJobs.help')}</Typography>
      <Stack direction="row" useFlexGap spacing={1.5} sx={{ flexWrap: 'wrap', alignItems: 'center', mb: 2 }}>
        {canSeeAll ? (
          <FormControl size="small" fullWidth={false} sx={FILTER}>
            <InputLabel id="jobs-scope">{t('studioJobs.scope.label')}</InputLabel>
            <Select labelId="jobs-scope" label={t('studioJobs.scope.label')} value={filter.scope ?? 'mine'} onChange={(e) => set({ scope: e.target.value === 'all' ? 'all' : 'mine' })}>
              <MenuItem value="mine">{t('studioJobs.scope.mine')}</MenuItem>
              <MenuItem value="all">{t('studioJobs.scope.all')}</MenuItem>
            </Select>
          </FormControl>
        ) : null}
        <FormControl size="small" fullWidth={false} sx={FILTER}>
          <InputLabel id="jobs-kind">{t('studioJobs.kind.label')}</InputLabel>
          <Select labelId="jobs-kind" label={t('studioJobs.kind.label')} value={filter.kind ?? ''} onChange={(e) => set({ kind: JOB_LIST_KINDS.find((k) => k === e.target.value) })}>
            <MenuItem value="">{t('studioJobs.kind.any')}</MenuItem>
            {JOB_LIST_KINDS.map((kind) => <MenuItem key={kind} value={kind}>{t(`studioJobs.kind.${kind}`)}</MenuItem>)}
          </Select>
        </FormControl>
        <FormControl size="small" fullWidth={false} sx={FILTER}>
          <InputLabel id="jobs-state">{t('studioJobs.state.label')}</InputLabel>
          <Select labelId="jobs-state" label={t('studioJobs.state.label')} value={filter.state ?? ''} onChange={(e) => set({ state: JOB_LIST_STATES.find((s) => s === e.target.value) })}>
            <MenuItem value="">{t('studioJobs.state.any')}</MenuItem>
            {JOB_LIST_STATES.map((state) => <MenuItem key={state} value={state}>{t(`studioJobs.state.${state}`)}</MenuItem>)}
          </Select>
        </FormControl>
        <FormControl size="small" fullWidth={false} sx={FILTER}>
          <InputLabel id="jobs-list">{t('studioJobs.list.label')}</InputLabel>
          <Select labelId="jobs-list" label={t('studioJobs.list.label')} value={filter.listName ?? ''} onChange={(e) => set({ listName: EXPORT_LIST_NAMES.find((l) => l === e.target.value) })}>
            <MenuItem value="">{t('studioJobs.list.any')}</MenuItem>
            {EXPORT_LIST_NAMES.map((list) => <MenuItem key={list} value={list}>{SPREADSHEET_LISTS[list].title}</MenuItem>)}
          </Select>
        </FormControl>
        {showOwner ? (
          <TextField
            size="small" fullWidth={false} sx={FILTER} label={t('studioJobs.owner')} placeholder={t('studioJobs.ownerPlaceholder')} value={owner}
            onChange={(e) => setOwner(e.target.value)}
            onKeyDown={(e) => { if (e.key === 'Enter') set({ owner: owner.trim() === '' ? undefined : owner.trim() }); }}
            onBlur={() => set({ owner: owner.trim() === '' ? undefined : owner.trim() })}
          />
        ) : null}
        <Button size="small" startIcon={<RefreshIcon />} onClick={() => { void jobs.refetch(); }}>{t('studioJobs.refresh')}</Button>
      </Stack>
      {jobs.isError ? (
        <Alert severity="error" action={<Button color="inherit" size="small" onClick={() => { void jobs.refetch(); }}>{t('studioJobs.retry')}</Button>}>
          {t('studioJobs.loadFailed')}：{jobs.error.message}
        </Alert>
      ) : null}
      {jobs.isPending ? <CircularProgress aria-label={t('studioJobs.title')} /> : null}
      {jobs.isSuccess && records.length === 0 ? <Typography sx={{ color: 'text.secondary' }}>{t('studioJobs.empty')}</Typography> : null}
      {records.length > 0 ? (
        <TableContainer sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label={t('studioJobs.title')} sx={{ minWidth: 860, '& td, & th': { whiteSpace: 'nowrap' } }}>
            <TableHead>
              <TableRow>
                <TableCell>{t('studioJobs.columns.list')}</TableCell>
                <TableCell>{t('studioJobs.columns.kind')}</TableCell>
                <TableCell>{t('studioJobs.columns.file')}</TableCell>
                {showOwner ? <TableCell>{t('studioJobs.columns.owner')}</TableCell> : null}
                <TableCell>{t('studioJobs.columns.state')}</TableCell>
                <TableCell>{t('studioJobs.columns.progress')}</TableCell>
                <TableCell>{t('studioJobs.columns.counts')}</TableCell>
                <TableCell>{t('studioJobs.columns.createdAt')}</TableCell>
                <TableCell>{t('studioJobs.columns.files')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>{records.map((job) => <JobRow key={job.redisKey} job={job} showOwner={showOwner} />)}</TableBody>
          </Table>
        </TableContainer>
      ) : null}
      {total > PAGE_SIZE ? (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'flex-end', mt: 1 }}>
          <Typography variant="body2">{t('studioJobs.page', { current, total })}</Typography>
          <Button size="small" disabled={current <= 1} onClick={() => setFilter((f) => ({ ...f, current: current - 1 }))}>{t('studioJobs.previous')}</Button>
          <Button size="small" disabled={current * PAGE_SIZE >= total} onClick={() => setFilter((f) => ({ ...f, current: current + 1 }))}>{t('studioJobs.next')}</Button>
        </Stack>
      ) : null}
    </Box>
  );
}
