import { useEffect, useState, type ReactNode } from 'react';
import {
  Alert, Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, FormControl,
  InputLabel, MenuItem, Select,
} from '@mui/material';
import type { z } from 'zod/mini';
import type { CallDef } from '../../../shared/api/catalogue/define-call';
import type { previewRequestSchema } from '../../../shared/schema/studio-config';
import { messageOf } from './errors';
import { useDraftTexts } from './texts';
import { SILENT, type DraftArea, type PreviewRole } from './types';

export interface PreviewDialogProps<P extends z.core.$ZodType> {
  area: DraftArea<z.core.$ZodType, P>;
  roles: readonly PreviewRole[];
  /** The area's picture of what the role would see, e.g. the top navigation. */
  render(result: z.output<P>): ReactNode;
  onClose(): void;
}

type Shown<T> = { kind: 'idle' } | { kind: 'loading' } | { kind: 'failed'; message: string } | { kind: 'ready'; result: T };

/** 预览: what the chosen role's portal would show from the draft, before anything is published. */
export function PreviewDialog<P extends z.core.$ZodType>({ area, roles, render, onClose }: PreviewDialogProps<P>) {
  const t = useDraftTexts();
  const [roleId, setRoleId] = useState(roles[0]?.id ?? '');
  const [shown, setShown] = useState<Shown<z.output<P>>>({ kind: 'idle' });
  const { calls, client } = area;

  useEffect(() => {
    if (roleId === '') return undefined;
    let live = true;
    setShown({ kind: 'loading' });
    // The answer's type depends on the area; the call's request is the same for all.
    client.call(calls.preview as CallDef<typeof previewRequestSchema>, { roleId }, SILENT).then(
      (result) => { if (live) setShown({ kind: 'ready', result: result as z.output<P> }); },
      (error: unknown) => { if (live) setShown({ kind: 'failed', message: messageOf(error) }); },
    );
    return () => { live = false; };
  }, [calls, client, roleId]);

  return (
    <Dialog open onClose={onClose} aria-labelledby="draft-preview-title" fullWidth maxWidth="md">
      <DialogTitle id="draft-preview-title">{t.previewTitle}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{t.previewHint}</DialogContentText>
        <FormControl color="secondary" size="small" sx={{ minWidth: 200, mb: 2 }}>
          <InputLabel id="draft-preview-role">{t.previewRole}</InputLabel>
          <Select labelId="draft-preview-role" label={t.previewRole} value={roleId} onChange={(event) => { setRoleId(event.target.value); }}>
            {roles.map((role) => <MenuItem key={role.id} value={role.id}>{role.name}</MenuItem>)}
          </Select>
        </FormControl>
        <div aria-live="polite">
          {shown.kind === 'loading' ? <CircularProgress size={24} aria-label={t.loading} /> : null}
          {shown.kind === 'failed' ? <Alert severity="error">{shown.message}</Alert> : null}
          {shown.kind === 'ready' ? render(shown.result) : null}
        </div>
      </DialogContent>
      <DialogActions><Button color="secondary" onClick={onClose}>{t.close}</Button></DialogActions>
    </Dialog>
  );
}
