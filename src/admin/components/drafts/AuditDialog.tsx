import { useMemo } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import {
  Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, List, ListItem, Typography,
} from '@mui/material';
import { ChangeList } from './ChangeList';
import type { ChangeLabels } from './format-change';
import './texts';
import { useStudioTranslation } from '../../i18n/use-studio-translation';
import { callKey, useStudioDataProvider } from '../../data-provider/use-call';
import type { DraftArea } from './types';

const PAGE = 20;

export function formatTime(iso: string, locale: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : date.toLocaleString(locale === 'en' ? 'en-GB' : 'zh-CN', { hour12: false });
}

/**
 * 操作日志: who changed what and when, newest first, a page at a time. Ids read as names: the area's own first, then
 * the names the server answered with each page (objects of the document, departments, services, roles, users).
 */
export function AuditDialog({ area, labels, locale, onClose }: { area: DraftArea; labels: ChangeLabels; locale: string; onClose(): void }) {
  const { t } = useStudioTranslation();
  const dataProvider = useStudioDataProvider();
  const { audit } = area.calls;
  const pages = useInfiniteQuery({
    queryKey: callKey(audit, { size: PAGE }),
    queryFn: async ({ pageParam, signal }) => (await dataProvider.send(audit, { current: pageParam, size: PAGE }, signal)).data,
    initialPageParam: 1,
    getNextPageParam: (last, all) => (all.reduce((n, page) => n + page.records.length, 0) < last.total ? all.length + 1 : undefined),
    retry: false,
    refetchOnWindowFocus: false,
  });
  const rows = pages.data?.pages.flatMap((page) => page.records) ?? [];
  const loaded = pages.data?.pages;
  const named = useMemo<ChangeLabels>(() => {
    const names = new Map(loaded?.flatMap((page) => Object.entries(page.names)) ?? []);
    return { ...labels, nameOf: (id) => labels.nameOf?.(id) ?? names.get(id) };
  }, [loaded, labels]);
  const total = pages.data?.pages.at(-1)?.total ?? null;
  const failure = pages.isError ? pages.error.message : null;

  return (
    <Dialog open onClose={onClose} aria-labelledby="draft-audit-title" fullWidth maxWidth="md">
      <DialogTitle id="draft-audit-title">{t('drafts.auditTitle')}</DialogTitle>
      <DialogContent>
        {failure !== null ? <Alert severity="error">{failure}</Alert> : null}
        {total === 0 ? <Typography sx={{ color: 'text.secondary' }}>{t('drafts.auditEmpty')}</Typography> : null}
        <List aria-label={t('drafts.auditTitle')}>
          {rows.map((row) => (
            <ListItem key={row.id} divider sx={{ display: 'block' }}>
              <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', alignItems: 'baseline' }}>
                <Typography component="span" sx={{ fontWeight: 600 }}>{t(`drafts.actions.${row.action}`)}</Typography>
                {row.objectName !== '' ? <Typography component="span">{t('drafts.auditObject', { name: row.objectName })}</Typography> : null}
                <Typography component="span">{row.userName || row.userId}</Typography>
                <Typography component="time" dateTime={row.createdAt} sx={{ color: 'text.secondary' }}>{formatTime(row.createdAt, locale)}</Typography>
                {row.version !== null ? <Typography component="span" sx={{ color: 'text.secondary' }}>{t('drafts.version', { v: row.version })}</Typography> : null}
              </Box>
              <ChangeList changes={row.changes} labels={named} />
            </ListItem>
          ))}
        </List>
        {pages.hasNextPage ? (
          <Button color="secondary" disabled={pages.isFetchingNextPage} onClick={() => { void pages.fetchNextPage(); }}>{t('drafts.more')}</Button>
        ) : null}
      </DialogContent>
      <DialogActions><Button color="secondary" onClick={onClose}>{t('drafts.close')}</Button></DialogActions>
    </Dialog>
  );
}
