import { Component, Suspense, type ReactNode } from 'react';
import { Alert, Box, Button, CircularProgress, Typography } from '@mui/material';
import { useStudioTranslation } from '../i18n/use-studio-translation';

/**
 * While a page's chunk loads (ADR 034): a polite status line in the page's place, the menu and the heading staying
 * usable. The spinner fades in only after a moment, so a chunk already cached does not flash it.
 */
function PageLoading() {
  const { t } = useStudioTranslation();
  return (
    <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1.5, py: 4, color: 'text.secondary', minHeight: 120,
      '@keyframes sh-studio-appear': { from: { opacity: 0 }, to: { opacity: 1 } },
      animation: 'sh-studio-appear 150ms ease-in 300ms both' }}
    >
      <CircularProgress size={20} aria-hidden />
      <Typography>{t('common.loading')}</Typography>
    </Box>
  );
}

function PageLoadFailed() {
  const { t } = useStudioTranslation();
  return (
    <Alert
      severity="error"
      action={<Button color="inherit" size="small" onClick={() => window.location.reload()}>{t('studio.reload')}</Button>}
    >
      {t('studio.pageLoadFailed')}
    </Alert>
  );
}

interface BoundaryState { failed: Error | null; at: string }

/**
 * A page whose chunk cannot be loaded (the network dropped, or a new release replaced the files) says so in its
 * place and offers a reload, which fetches the release's own files; the menu stays, so another entry still opens.
 * Moving elsewhere (`at` changes) clears it. Errors of a loaded page go on to react-admin's error page.
 */
class ChunkBoundary extends Component<{ at: string; children: ReactNode }, BoundaryState> {
  override state: BoundaryState = { failed: null, at: this.props.at };

  static getDerivedStateFromProps(props: { at: string }, state: BoundaryState): Partial<BoundaryState> | null {
    return props.at === state.at ? null : { failed: null, at: props.at };
  }

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { failed: error instanceof Error ? error : new Error(String(error)) };
  }

  override render() {
    const { failed } = this.state;
    if (failed === null) return this.props.children;
    // Thrown again from here, the error reaches the boundary above (react-admin's error page).
    if (!isChunkLoadError(failed)) throw failed;
    return <PageLoadFailed />;
  }
}

/** What the browser throws for a dynamic import whose file did not arrive (Chromium, Firefox and Safari's words). */
function isChunkLoadError(error: unknown): error is Error {
  return error instanceof Error && /dynamically imported module|module script failed|Importing a module script failed|error loading dynamically/i.test(error.message);
}

/** The page area of the studio's frame: lazy pages load under it (`at`: the studio's location). */
export function PageSuspense({ at, children }: { at: string; children: ReactNode }) {
  return (
    <ChunkBoundary at={at}>
      <Suspense fallback={<PageLoading />}>{children}</Suspense>
    </ChunkBoundary>
  );
}
