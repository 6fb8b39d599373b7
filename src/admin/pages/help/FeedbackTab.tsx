import { useState } from 'react';
import { Box, Button, Chip, MenuItem, TextField } from '@mui/material';
import { useLocaleState, useNotify } from 'react-admin';
import { feedbackAdminPage } from '../../../shared/api/catalogue/feedback';
import { FEEDBACK_STATUSES, type FeedbackAdminItem, type FeedbackSortField, type FeedbackStatus } from '../../../shared/schema/feedback';
import type { ListSort } from '../../../shared/schema/list-sort';
import { FeedbackDialog } from './FeedbackDialog';
import { ListSpreadsheet } from './ListSpreadsheet';
import { PagedTable, type Column } from './PagedTable';
import { SearchBar } from './SearchBar';
import './texts';
import { useStudioTranslation } from '../../i18n/use-studio-translation';
import { sortInput, usePaged } from './use-paged';

const STATUS_COLOURS: Record<FeedbackStatus, 'warning' | 'info' | 'success' | 'default'> = { pending: 'warning', processing: 'info', replied: 'success', closed: 'default' };

/** Users' feedback of unsolved questions: filter by status and words, open one to advance its status with a reply. */
export function FeedbackTab() {
  const { t } = useStudioTranslation();
  const notify = useNotify();
  const [locale] = useLocaleState();
  const [open, setOpen] = useState<string | null>(null);
  const paged = usePaged(feedbackAdminPage,
    (f: { keyword: string; status: FeedbackStatus | '' }, current, size, sort: ListSort<FeedbackSortField> | null) => ({ ...f, current, size, ...sortInput(sort) }),
    { keyword: '', status: '' as FeedbackStatus | '' });

  const columns: Column<FeedbackAdminItem, FeedbackSortField>[] = [
    { key: 'question', label: t('helpConfig.feedback.question'), sortField: 'question', render: (r) => (
      <Button color="secondary" onClick={() => { setOpen(r.feedbackId); }} sx={{ textAlign: 'left', textTransform: 'none', p: 0, minWidth: 0 }}>{r.question}</Button>
    ) },
    { key: 'status', label: t('helpConfig.feedback.status'), sortField: 'status', render: (r) => <Chip size="small" variant="outlined" color={STATUS_COLOURS[r.status]} label={t(`helpConfig.statusNames.${r.status}`)} /> },
    { key: 'scene', label: t('helpConfig.feedback.scene'), sortField: 'sceneName', render: (r) => r.sceneName || '—', wide: true },
    { key: 'user', label: t('helpConfig.feedback.user'), sortField: 'userName', render: (r) => `${r.userName}（${r.account}）`, wide: true },
    { key: 'createdAt', label: t('helpConfig.feedback.createdAt'), sortField: 'createdAt', render: (r) => new Date(r.createdAt).toLocaleString(locale === 'en' ? 'en' : 'zh-CN'), wide: true },
  ];

  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <ListSpreadsheet list="feedback" filter={paged.filters} sort={paged.sort} />
      <SearchBar keywordLabel={t('helpConfig.feedback.keyword')} initial="" onSearch={(keyword) => { paged.setFilters({ ...paged.filters, keyword }); }}
        extra={(
          <TextField color="secondary" select size="small" label={t('helpConfig.feedback.status')} value={paged.filters.status} sx={{ minWidth: 140, flex: '0 1 180px' }} slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
            onChange={(e) => { paged.setFilters({ ...paged.filters, status: e.target.value as FeedbackStatus | '' }); }}>
            <MenuItem value="">{t('helpConfig.feedback.allStatuses')}</MenuItem>
            {FEEDBACK_STATUSES.map((s) => <MenuItem key={s} value={s}>{t(`helpConfig.statusNames.${s}`)}</MenuItem>)}
          </TextField>
        )} />
      <PagedTable label={t('helpConfig.tabs.feedback')} state={paged.state} columns={columns} sort={paged.sort} onSort={paged.toggleSort} rowKey={(r) => r.feedbackId} current={paged.current} size={paged.size}
        onPage={paged.setCurrent} onSize={paged.setSize} onRetry={() => { void paged.reload(); }} />
      {open !== null ? (
        <FeedbackDialog feedbackId={open} onClose={() => { setOpen(null); }}
          onAdvanced={() => { notify(t('helpConfig.feedback.advanced'), { type: 'success' }); void paged.reload(); }} />
      ) : null}
    </Box>
  );
}
