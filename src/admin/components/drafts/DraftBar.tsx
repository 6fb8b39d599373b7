import { useState, type ReactNode } from 'react';
import { Alert, Box, Button, Chip, CircularProgress, DialogContentText, Paper, Typography } from '@mui/material';
import { useLocaleState } from 'react-admin';
import type { z } from 'zod/mini';
import { AuditDialog, formatTime } from './AuditDialog';
import { ConfirmDialog } from './ConfirmDialog';
import type { ChangeLabels } from './format-change';
import { HistoryDialog, PreviewDialog, PublishDialog } from './lazy-dialogs';
import './texts';
import { useStudioTranslation } from '../../i18n/use-studio-translation';
import { useCallMutation } from '../../data-provider/use-call';
import type { DraftArea, PreviewRole } from './types';
import { useDraftState } from './use-draft-state';

export interface DraftBarProps<B extends z.core.$ZodType, P extends z.core.$ZodType> {
  area: DraftArea<B, P>;
  /** Anything that changes when the page edited the draft (e.g. a counter): the bar reads the draft state again. */
  editHint: unknown;
  roles: readonly PreviewRole[];
  /** The area's picture of a role's portal, for 预览. */
  renderPreview(result: z.output<P>, role: PreviewRole): ReactNode;
  labels: ChangeLabels;
  /** Publish, discard or rollback replaced the draft (or showed it moved): the page reads its own view again. */
  onDraftReplaced(): void;
}

type Open = 'publish' | 'discard' | 'preview' | 'history' | 'audit' | null;

/**
 * The studio's draft-and-publish bar (ADR 009), the same for every configuration area: whether the draft differs
 * from the published version, and 发布 / 放弃草稿 / 预览 / 历史版本 / 操作日志 over the area's calls.
 *
 * @example
 * <DraftBar area={{ calls: navigationStudio }} editHint={edits} roles={roles}
 *   renderPreview={(menu) => <TopMenu entries={menu} />} labels={labels} onDraftReplaced={reload} />
 */
export function DraftBar<B extends z.core.$ZodType, P extends z.core.$ZodType>(props: DraftBarProps<B, P>) {
  const { area, editHint, roles, renderPreview, labels, onDraftReplaced } = props;
  const { t } = useStudioTranslation();
  const [locale] = useLocaleState();
  const { load, reload, accept } = useDraftState(area, editHint);
  const discard = useCallMutation(area.calls.discard);
  const [open, setOpen] = useState<Open>(null);
  const [notice, setNotice] = useState<string | null>(null);
  // The dialogs take the area untyped by body: they only show diffs and summaries, never the body itself.
  const anyArea = area as unknown as DraftArea;

  function replaced(message: string) {
    setOpen(null);
    setNotice(message);
    void reload();
    onDraftReplaced();
  }

  if (load.kind === 'failed') {
    return (
      <Alert component="section" aria-label={t('drafts.region')} severity="error" sx={{ mb: 2 }}
        action={<Button color="inherit" size="small" onClick={() => { void reload(); }}>{t('drafts.retry')}</Button>}>
        {t('drafts.loadFailed')}：{load.message}
      </Alert>
    );
  }

  // While the state loads the bar keeps its loaded shape, its buttons disabled: the tabs and page under it do not
  // jump when it arrives, which would move them from under a pointer on its way to click.
  const state = load.kind === 'ready' ? load.state : null;
  const status = state === null ? t('drafts.loading')
    : state.isDirty ? t('drafts.dirty', { smart_count: state.changes.length })
      : state.publishedVersion > 0 ? t('drafts.clean', { version: state.publishedVersion }) : t('drafts.neverPublished');
  return (
    <Paper component="section" aria-label={t('drafts.region')} aria-busy={state === null} variant="outlined" sx={{ p: 1.5, mb: 2 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1, flex: '1 1 240px', minWidth: 0 }}>
          {state === null ? <CircularProgress size={18} aria-hidden /> : null}
          {state !== null && (state.isDirty || state.publishedVersion > 0) ? (
            <Chip size="small" variant="outlined" label={state.isDirty ? t('drafts.draftRef') : t('drafts.publishedRef')}
              // Darker than the theme's warning and success: the chip's small text must keep 4.5:1 on white.
              sx={{ color: state.isDirty ? '#8a4b00' : 'success.dark', borderColor: 'currentColor' }} />
          ) : null}
          <Typography component="span" sx={{ fontWeight: 600 }}>{status}</Typography>
          {state !== null && state.updatedAt !== null && state.updatedBy !== '' ? (
            <Typography component="span" sx={{ color: 'text.secondary', fontSize: 13 }}>
              {t('drafts.lastEdit', { who: state.updatedBy, when: formatTime(state.updatedAt, locale) })}
            </Typography>
          ) : null}
        </Box>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          <Button color="secondary" variant="contained" disabled={state?.isDirty !== true} onClick={() => { setOpen('publish'); }}>{t('drafts.publish')}</Button>
          <Button color="secondary" variant="outlined" disabled={state?.isDirty !== true} onClick={() => { setOpen('discard'); }}>{t('drafts.discard')}</Button>
          <Button color="secondary" variant="outlined" disabled={state === null || roles.length === 0} onClick={() => { setOpen('preview'); }}>{t('drafts.preview')}</Button>
          <Button color="secondary" disabled={state === null} onClick={() => { setOpen('history'); }}>{t('drafts.history')}</Button>
          <Button color="secondary" disabled={state === null} onClick={() => { setOpen('audit'); }}>{t('drafts.audit')}</Button>
        </Box>
      </Box>
      {notice !== null ? (
        <Alert severity="success" sx={{ mt: 1 }} onClose={() => { setNotice(null); }}>{notice}</Alert>
      ) : null}

      {state !== null && open === 'publish' ? (
        <PublishDialog
          area={anyArea}
          revision={state.revision}
          onClose={() => { setOpen(null); }}
          onPublished={(version) => { replaced(t('drafts.published', { version })); }}
          onReload={() => { setOpen(null); void reload(); onDraftReplaced(); }}
        />
      ) : null}
      {open === 'discard' ? (
        <ConfirmDialog
          title={t('drafts.discardTitle')}
          confirmLabel={t('drafts.discard')}
          onClose={() => { setOpen(null); }}
          onConfirm={async () => {
            await accept(await discard.mutateAsync({}));
            setOpen(null);
            setNotice(t('drafts.discarded'));
            onDraftReplaced();
          }}
        >
          <DialogContentText>{t('drafts.discardBody')}</DialogContentText>
        </ConfirmDialog>
      ) : null}
      {open === 'preview' ? (
        <PreviewDialog area={area} roles={roles} render={renderPreview} onClose={() => { setOpen(null); }} />
      ) : null}
      {state !== null && open === 'history' ? (
        <HistoryDialog
          area={anyArea}
          labels={labels}
          locale={locale}
          publishedVersion={state.publishedVersion}
          isDirty={state.isDirty}
          onClose={() => { setOpen(null); }}
          onRolledBack={(from, result) => { replaced(t('drafts.rolledBack', { from, to: result.version })); }}
        />
      ) : null}
      {open === 'audit' ? <AuditDialog area={anyArea} labels={labels} locale={locale} onClose={() => { setOpen(null); }} /> : null}
    </Paper>
  );
}
