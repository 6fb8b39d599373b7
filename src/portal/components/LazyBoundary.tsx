import { Component, Suspense, type ReactNode } from 'react';
import { useTranslation } from '../lib/i18n-react';
import { LoadError, Loading } from './AsyncStates';

function PageLoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return <LoadError title={t('common.pageLoadFailed')} onRetry={onRetry} />;
}

class LoadFailureBoundary extends Component<{ children: ReactNode; onRetry: () => void }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? <PageLoadFailed onRetry={this.props.onRetry} /> : this.props.children;
  }
}

/** Reloading fetches the chunks anew: React.lazy keeps a failed import's error. */
function reloadPage(): void {
  window.location.reload();
}

/**
 * Where lazily loaded code renders: an announced loading state while its chunk downloads (`fallback`, else
 * `<Loading>`), and an error with a retry when the download fails (offline, or an old page after a deploy).
 */
export function LazyBoundary({ children, fallback, onRetry = reloadPage }: {
  children: ReactNode; fallback?: ReactNode; onRetry?: () => void;
}) {
  return (
    <LoadFailureBoundary onRetry={onRetry}>
      <Suspense fallback={fallback === undefined ? <Loading /> : fallback}>{children}</Suspense>
    </LoadFailureBoundary>
  );
}
