import { useEffect, useState } from 'react';
import {
  Alert, Box, Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, TextField, Typography,
} from '@mui/material';
import { useLocaleState } from 'react-admin';
import { advanceFeedbackStatus, feedbackAdminDetail } from '../../../shared/api/catalogue/feedback';
import { ApiError } from '../../../shared/api/client-types';
import { advanceFeedbackRequestSchema, FEEDBACK_TRANSITIONS, type FeedbackDetail, type FeedbackStatus } from '../../../shared/schema/feedback';
import { z } from 'zod/mini';
import { useSend } from '../../data-provider/use-call';
import { messageOf } from './server-errors';
import './texts';
import { useStudioTranslation } from '../../i18n/use-studio-translation';

export interface FeedbackDialogProps {
  feedbackId: string;
  onClose(): void;
  onAdvanced(): void;
}

/**
 * One feedback with its history, and the next status with a note (FEEDBACK_TRANSITIONS); 已答复 carries the reply
 * the user reads in the personal centre. The note's rules are the server's schema; its errors show at the field.
 */
export function FeedbackDialog({ feedbackId, onClose, onAdvanced }: FeedbackDialogProps) {
  const { t } = useStudioTranslation();
  const send = useSend();
  const [locale] = useLocaleState();
  const [detail, setDetail] = useState<FeedbackDetail | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [next, setNext] = useState<FeedbackStatus | ''>('');
  const [note, setNote] = useState('');
  const [noteError, setNoteError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    send(feedbackAdminDetail, { feedbackId }).then((d) => {
      if (!live) return;
      setDetail(d);
      setNext(FEEDBACK_TRANSITIONS[d.status][0] ?? '');
    }, (e: unknown) => { if (live) setLoadError(messageOf(e)); });
    return () => { live = false; };
  }, [send, feedbackId]);

  async function advance() {
    if (next === '') return;
    setNoteError(null);
    setFormError(null);
    const parsed = z.safeParse(advanceFeedbackRequestSchema, { feedbackId, status: next, note });
    if (!parsed.success) {
      setNoteError(parsed.error.issues[0]?.message ?? '');
      return;
    }
    setBusy(true);
    try {
      const updated = await send(advanceFeedbackStatus, parsed.data);
      setDetail(updated);
      setNext(FEEDBACK_TRANSITIONS[updated.status][0] ?? '');
      setNote('');
      onAdvanced();
    } catch (error) {
      const field = error instanceof ApiError ? error.errors.find((e) => e.field === 'note') : undefined;
      if (field) setNoteError(field.msg);
      else setFormError(messageOf(error));
    } finally {
      setBusy(false);
    }
  }

  const time = (iso: string) => new Date(iso).toLocaleString(locale === 'en' ? 'en' : 'zh-CN');
  const options = detail ? FEEDBACK_TRANSITIONS[detail.status] : [];

  return (
    <Dialog open onClose={busy ? undefined : onClose} fullWidth maxWidth="md" aria-labelledby="feedback-dialog-title">
      <DialogTitle id="feedback-dialog-title">{t('helpConfig.feedback.detail')}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        {loadError !== null ? <Alert severity="error">{t('helpConfig.loadFailed')}：{loadError}</Alert> : null}
        {detail === null && loadError === null ? <CircularProgress aria-label={t('helpConfig.feedback.detail')} /> : null}
        {detail ? (
          <>
            <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '120px 1fr' }, gap: 1, m: 0, '& dt': { color: 'text.secondary' }, '& dd': { m: 0, whiteSpace: 'pre-wrap' } }}>
              <dt>{t('helpConfig.feedback.question')}</dt><dd>{detail.question}</dd>
              <dt>{t('helpConfig.feedback.status')}</dt><dd>{t(`helpConfig.statusNames.${detail.status}`)}</dd>
              <dt>{t('helpConfig.feedback.scene')}</dt><dd>{detail.sceneName || '—'}</dd>
              <dt>{t('helpConfig.feedback.description')}</dt><dd>{detail.description || '—'}</dd>
              <dt>{t('helpConfig.feedback.contact')}</dt><dd>{detail.contact || '—'}</dd>
              <dt>{t('helpConfig.feedback.reply')}</dt><dd>{detail.reply || t('helpConfig.feedback.noReply')}</dd>
            </Box>
            <Box component="section" aria-labelledby="feedback-history-title">
              <Typography id="feedback-history-title" component="h3" sx={{ fontWeight: 600, mb: 1 }}>{t('helpConfig.feedback.history')}</Typography>
              <Box component="ol" sx={{ m: 0, pl: 2.5 }}>
                {detail.history.map((h) => (
                  <li key={`${h.createdAt}-${h.toStatus}`}>
                    <Typography sx={{ fontSize: 14 }}>{time(h.createdAt)} · {h.operatorName} · {t(`helpConfig.statusNames.${h.toStatus}`)}{h.note ? `：${h.note}` : ''}</Typography>
                  </li>
                ))}
              </Box>
            </Box>
            {options.length === 0 ? <Alert severity="info">{t('helpConfig.feedback.final')}</Alert> : (
              <Box sx={{ display: 'grid', gap: 2 }}>
                {formError !== null ? <Alert severity="error" role="alert">{formError}</Alert> : null}
                <TextField color="secondary" select label={t('helpConfig.feedback.advanceTo')} value={next} onChange={(e) => { setNext(e.target.value as FeedbackStatus); }} sx={{ maxWidth: 240 }}>
                  {options.map((s) => <MenuItem key={s} value={s}>{t(`helpConfig.statusNames.${s}`)}</MenuItem>)}
                </TextField>
                <TextField color="secondary" multiline minRows={3} label={next === 'replied' ? t('helpConfig.feedback.replyNote') : t('helpConfig.feedback.note')} required={next === 'replied'}
                  value={note} onChange={(e) => { setNote(e.target.value); }} error={noteError !== null} helperText={noteError} />
              </Box>
            )}
          </>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>{t('helpConfig.feedback.close')}</Button>
        {options.length > 0 ? <Button color="secondary" variant="contained" disabled={busy || next === ''} onClick={() => { void advance(); }}>{t('helpConfig.feedback.advance')}</Button> : null}
      </DialogActions>
    </Dialog>
  );
}
