import { useState, type ReactNode } from 'react';
import {
  Alert, Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, FormControl,
  InputLabel, MenuItem, Select, useMediaQuery, useTheme,
} from '@mui/material';
import type { z } from 'zod/mini';
import type { CallDef } from '../../../shared/api/catalogue/define-call';
import type { previewRequestSchema } from '../../../shared/schema/studio-config';
import { useCallQuery } from '../../data-provider/use-call';
import './texts';
import { useStudioTranslation } from '../../i18n/use-studio-translation';
import type { DraftArea, PreviewRole } from './types';

export interface PreviewDialogProps<P extends z.core.$ZodType> {
  area: DraftArea<z.core.$ZodType, P>;
  roles: readonly PreviewRole[];
  /** The area's picture of what the role would see, e.g. the top navigation or the home page's cards. */
  render(result: z.output<P>, role: PreviewRole): ReactNode;
  onClose(): void;
}

/** 预览: what the chosen role's portal would show from the draft, before anything is published. */
export function PreviewDialog<P extends z.core.$ZodType>({ area, roles, render, onClose }: PreviewDialogProps<P>) {
  const { t } = useStudioTranslation();
  const [roleId, setRoleId] = useState(roles[0]?.id ?? '');
  const role = roles.find((r) => r.id === roleId);
  // A page's picture needs the room: the whole screen on a phone.
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'), { noSsr: true });
  // The answer's type depends on the area; the call's request is the same for all.
  const shown = useCallQuery(area.calls.preview as CallDef<typeof previewRequestSchema>, { roleId }, { enabled: roleId !== '' });

  return (
    <Dialog open onClose={onClose} aria-labelledby="draft-preview-title" fullWidth maxWidth="lg" fullScreen={phone}>
      <DialogTitle id="draft-preview-title">{t('drafts.previewTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{t('drafts.previewHint')}</DialogContentText>
        <FormControl color="secondary" size="small" sx={{ minWidth: 200, mb: 2 }}>
          <InputLabel id="draft-preview-role">{t('drafts.previewRole')}</InputLabel>
          <Select labelId="draft-preview-role" label={t('drafts.previewRole')} value={roleId} onChange={(event) => { setRoleId(event.target.value); }}>
            {roles.map((role) => <MenuItem key={role.id} value={role.id}>{role.name}</MenuItem>)}
          </Select>
        </FormControl>
        <div aria-live="polite">
          {shown.isFetching ? <CircularProgress size={24} aria-label={t('drafts.loading')} /> : null}
          {shown.isError && !shown.isFetching ? <Alert severity="error">{shown.error.message}</Alert> : null}
          {shown.isSuccess && !shown.isFetching && role ? render(shown.data as z.output<P>, role) : null}
        </div>
      </DialogContent>
      <DialogActions><Button color="secondary" onClick={onClose}>{t('drafts.close')}</Button></DialogActions>
    </Dialog>
  );
}
