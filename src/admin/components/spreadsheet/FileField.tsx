import { useId, useRef, useState, type DragEvent } from 'react';
import { Alert, Box, Button, Chip, CircularProgress, FormHelperText, FormLabel, IconButton, Typography } from '@mui/material';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { IMPORT_ACCEPT, importFileCountError, importFileError } from '../../../shared/rules/import-form';
import { ConfirmDialog } from '../drafts';
import { useSpreadsheetTexts } from '../../../ui/spreadsheet/texts';

export interface HeldFile {
  fileKey: string;
  fileName: string;
}

export interface FileFieldProps {
  held: HeldFile | null;
  uploading: boolean;
  /** How much of the file has gone out, 0–100; null while unknown. */
  uploadPercent?: number | null;
  /** The form's error (IMP-08) or the upload's (IMP-16). */
  error: string | undefined;
  /** A file that passed IMP-05 … IMP-07; the parent uploads it. */
  onChosen(file: File): void;
  /** IMP-16: a refused choice; the list is cleared and `message` shown. */
  onRefused(message: string): void;
  /** IMP-13: after the operator confirmed. */
  onRemove(): void;
}

/** The upload field: choose or drop one .xls/.xlsx file of at most 20 MB; removing it asks first (IMP-05 … IMP-08, IMP-13). */
export function FileField({ held, uploading, uploadPercent = null, error, onChosen, onRefused, onRemove }: FileFieldProps) {
  const t = useSpreadsheetTexts();
  const input = useRef<HTMLInputElement>(null);
  const ids = { label: useId(), help: useId(), error: useId() };
  const [confirming, setConfirming] = useState(false);
  const [dragging, setDragging] = useState(false);

  function take(files: readonly File[]): void {
    if (files.length === 0) return;
    const tooMany = importFileCountError(held === null ? 0 : 1, files.length, t.importRules);
    if (tooMany !== null) { onRefused(tooMany); return; }
    const file = files[0];
    if (!file) return;
    const refused = importFileError(file, t.importRules);
    if (refused !== null) { onRefused(refused); return; }
    onChosen(file);
  }

  function onDrop(event: DragEvent<HTMLDivElement>): void {
    event.preventDefault();
    setDragging(false);
    take(Array.from(event.dataTransfer.files));
  }

  return (
    <Box role="group" aria-labelledby={ids.label} aria-describedby={error ? ids.error : ids.help}>
      <FormLabel id={ids.label} required>{t.import.file}</FormLabel>
      <Box
        onDragOver={(e) => { e.preventDefault(); setDragging(true); }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        sx={{
          mt: 1, p: 1.5, border: 1, borderStyle: 'dashed', borderRadius: 1, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5,
          borderColor: error ? 'error.main' : dragging ? 'primary.main' : 'divider', bgcolor: dragging ? 'action.hover' : 'transparent',
        }}
      >
        <Button variant="outlined" startIcon={<UploadFileIcon />} onClick={() => input.current?.click()} disabled={uploading}>
          {t.import.choose}
        </Button>
        <input
          ref={input}
          type="file"
          accept={IMPORT_ACCEPT}
          hidden
          data-testid="import-file-input"
          onChange={(e) => {
            const files = Array.from(e.currentTarget.files ?? []);
            // Cleared, so choosing the same file again after a refusal fires again.
            e.currentTarget.value = '';
            take(files);
          }}
        />
        {uploading ? <Typography role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}><CircularProgress size={16} aria-hidden />{t.import.uploading}{uploadPercent === null ? '' : ` ${uploadPercent}%`}</Typography> : null}
        {held !== null && !uploading ? (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, minWidth: 0, maxWidth: '100%' }}>
            <Chip icon={<DescriptionOutlinedIcon />} label={held.fileName} title={held.fileName} sx={{ minWidth: 0 }} />
            <IconButton size="small" aria-label={`${t.import.remove}：${held.fileName}`} onClick={() => setConfirming(true)}>
              <DeleteOutlineIcon fontSize="small" />
            </IconButton>
          </Box>
        ) : null}
      </Box>
      {error ? <Alert severity="error" id={ids.error} sx={{ mt: 1 }}>{error}</Alert> : <FormHelperText id={ids.help}>{t.import.fileHelp}</FormHelperText>}
      {confirming && held !== null ? (
        <ConfirmDialog
          title={t.import.removeTitle}
          confirmLabel={t.confirm}
          onConfirm={async () => { setConfirming(false); onRemove(); }}
          onClose={() => setConfirming(false)}
        >
          {t.import.removeBody(held.fileName)}
        </ConfirmDialog>
      ) : null}
    </Box>
  );
}
