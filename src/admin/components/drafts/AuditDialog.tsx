import { useCallback, useEffect, useState } from 'react';
import {
  Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, List, ListItem, Typography,
} from '@mui/material';
import type { AuditEntry } from '../../../shared/schema/studio-config';
import { ChangeList } from './ChangeList';
import { messageOf } from './errors';
import type { ChangeLabels } from './format-change';
import { useDraftTexts } from './texts';
import { SILENT, type DraftArea } from './types';

const PAGE = 20;

export function formatTime(iso: string, locale: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : date.toLocaleString(locale === 'en' ? 'en-GB' : 'zh-CN', { hour12: false });
}

/** 操作日志: who changed what and when, newest first, a page at a time. */
export function AuditDialog({ area, labels, locale, onClose }: { area: DraftArea; labels: ChangeLabels; locale: string; onClose(): void }) {
  const t = useDraftTexts();
  const [rows, setRows] = useState<AuditEntry[]>([]);
  const [total, setTotal] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const { calls, client } = area;

  const loadPage = useCallback(async (current: number) => {
    try {
      const page = await client.call(calls.audit, { current, size: PAGE }, SILENT);
      setRows((before) => (current === 1 ? page.records : [...before, ...page.records]));
      setTotal(page.total);
    } catch (error) {
      setFailure(messageOf(error));
    }
  }, [calls, client]);

  useEffect(() => { void loadPage(1); }, [loadPage]);

  return (
    <Dialog open onClose={onClose} aria-labelledby="draft-audit-title" fullWidth maxWidth="md">
      <DialogTitle id="draft-audit-title">{t.auditTitle}</DialogTitle>
      <DialogContent>
        {failure !== null ? <Alert severity="error">{failure}</Alert> : null}
        {total === 0 ? <Typography sx={{ color: 'text.secondary' }}>{t.auditEmpty}</Typography> : null}
        <List aria-label={t.auditTitle}>
          {rows.map((row) => (
            <ListItem key={row.id} divider sx={{ display: 'block' }}>
              <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', alignItems: 'baseline' }}>
                <Typography component="span" sx={{ fontWeight: 600 }}>{t.actions[row.action]}</Typography>
                <Typography component="span">{row.userName || row.userId}</Typography>
                <Typography component="time" dateTime={row.createdAt} sx={{ color: 'text.secondary' }}>{formatTime(row.createdAt, locale)}</Typography>
                {row.version !== null ? <Typography component="span" sx={{ color: 'text.secondary' }}>{t.version(row.version)}</Typography> : null}
              </Box>
              <ChangeList changes={row.changes} labels={labels} />
            </ListItem>
          ))}
        </List>
        {total !== null && rows.length < total ? (
          <Button color="secondary" onClick={() => { void loadPage(Math.floor(rows.length / PAGE) + 1); }}>{t.more}</Button>
        ) : null}
      </DialogContent>
      <DialogActions><Button color="secondary" onClick={onClose}>{t.close}</Button></DialogActions>
    </Dialog>
  );
}
