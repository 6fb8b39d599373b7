import { useState } from 'react';
import {
  Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, Divider, List, ListItem,
  Typography,
} from '@mui/material';
import type { PublishResult, VersionSummary } from '../../../shared/schema/studio-config';
import { formatTime } from './AuditDialog';
import { CompareVersions } from './CompareVersions';
import { ConfirmDialog } from './ConfirmDialog';
import type { ChangeLabels } from './format-change';
import './texts';
import { useStudioTranslation } from '../../i18n/use-studio-translation';
import { useCallMutation, useCallQuery } from '../../data-provider/use-call';
import type { DraftArea } from './types';

export interface HistoryDialogProps {
  area: DraftArea;
  labels: ChangeLabels;
  locale: string;
  publishedVersion: number;
  /** Unpublished edits a rollback would drop: the confirmation says so. */
  isDirty: boolean;
  onClose(): void;
  onRolledBack(from: number, result: PublishResult): void;
}

/** 历史版本: every published version, a comparison of any two, and 回滚 to one after a confirmation. */
export function HistoryDialog({ area, labels, locale, publishedVersion, isDirty, onClose, onRolledBack }: HistoryDialogProps) {
  const { t } = useStudioTranslation();
  const [rollingBack, setRollingBack] = useState<number | null>(null);
  const { calls } = area;
  const history = useCallQuery(calls.history, { current: 1, size: 100 });
  const versions: VersionSummary[] | null = history.data?.records ?? null;
  const failure = history.isError ? history.error.message : null;
  const send = useCallMutation(calls.rollback, { invalidates: [calls.history] });

  async function rollback(version: number) {
    const result = await send.mutateAsync({ version });
    onRolledBack(version, result);
  }

  return (
    <>
      <Dialog open onClose={onClose} aria-labelledby="draft-history-title" fullWidth maxWidth="md">
        <DialogTitle id="draft-history-title">{t('drafts.historyTitle')}</DialogTitle>
        <DialogContent>
          {failure !== null ? <Alert severity="error">{failure}</Alert> : null}
          {versions?.length === 0 ? <Typography sx={{ color: 'text.secondary' }}>{t('drafts.historyEmpty')}</Typography> : null}
          <List aria-label={t('drafts.historyTitle')} dense>
            {(versions ?? []).map((v) => (
              <ListItem
                key={v.version}
                divider
                secondaryAction={v.version === publishedVersion ? (
                  <Typography component="span" sx={{ color: 'success.dark', fontSize: 14 }}>{t('drafts.current')}</Typography>
                ) : (
                  <Button color="secondary" size="small" onClick={() => { setRollingBack(v.version); }}>{t('drafts.rollbackTitle', { v: v.version })}</Button>
                )}
              >
                <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', alignItems: 'baseline', pr: 14 }}>
                  <Typography component="span" sx={{ fontWeight: 600 }}>{t('drafts.version', { v: v.version })}</Typography>
                  <Typography component="span">
                    {t(`drafts.actions.${v.action}`)}{v.fromVersion !== null ? t('drafts.fromVersion', { v: v.fromVersion }) : ''}
                  </Typography>
                  {v.note !== '' && v.note !== t(`drafts.actions.${v.action}`) ? <Typography component="span">“{v.note}”</Typography> : null}
                  <Typography component="span" sx={{ color: 'text.secondary' }}>
                    {v.createdBy} · <time dateTime={v.createdAt}>{formatTime(v.createdAt, locale)}</time> · {t('drafts.changeCount', { smart_count: v.changeCount })}
                  </Typography>
                </Box>
              </ListItem>
            ))}
          </List>
          <Divider sx={{ my: 2 }} />
          <CompareVersions area={area} versions={versions ?? []} labels={labels} />
        </DialogContent>
        <DialogActions><Button color="secondary" onClick={onClose}>{t('drafts.close')}</Button></DialogActions>
      </Dialog>
      {rollingBack !== null ? (
        <ConfirmDialog
          title={t('drafts.rollbackTitle', { v: rollingBack })}
          confirmLabel={t('drafts.rollback')}
          onConfirm={() => rollback(rollingBack)}
          onClose={() => { setRollingBack(null); }}
        >
          <DialogContentText>{t('drafts.rollbackBody', { v: rollingBack })}</DialogContentText>
          {isDirty ? <DialogContentText sx={{ mt: 1, color: '#8a4b00' }}>{t('drafts.rollbackDirty')}</DialogContentText> : null}
        </ConfirmDialog>
      ) : null}
    </>
  );
}
