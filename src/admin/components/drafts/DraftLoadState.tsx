import { Alert, Button, CircularProgress } from '@mui/material';

interface DraftLoadStateProps {
  load: { kind: 'loading' } | { kind: 'failed'; message: string };
  onRetry: () => void;
  /** Names the spinner for screen readers: the page's title. */
  title: string;
  retry: string;
  failed: string;
}

/** A settings page before its draft is read: a named spinner, or why the read failed with a way to try again. */
export function DraftLoadState({ load, onRetry, title, retry, failed }: DraftLoadStateProps) {
  if (load.kind === 'loading') return <CircularProgress aria-label={title} sx={{ m: 3 }} />;
  return <Alert severity="error" action={<Button color="inherit" size="small" onClick={onRetry}>{retry}</Button>}>{failed}：{load.message}</Alert>;
}
