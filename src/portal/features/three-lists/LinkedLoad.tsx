import type { ReactNode } from 'react';
import { LoadError, Loading } from '../../components/AsyncStates';
import { useCall } from '../../lib/use-call';

export interface LinkedLoadProps<T> {
  /** Keep it stable (useCallback): a new function loads again. */
  load(): Promise<T>;
  loading: string;
  failed: string;
  empty: string;
  isEmpty(data: T): boolean;
  children(data: T): ReactNode;
}

/** What an opened row links to (a department's duties, a duty's services…): loading, error with retry, empty, or it. */
export function LinkedLoad<T>({ load, loading, failed, empty, isEmpty, children }: LinkedLoadProps<T>) {
  const { state, reload } = useCall(load);
  if (state.status === 'loading') return <Loading label={loading} />;
  if (state.status === 'error') return <LoadError title={failed} detail={state.error.message} onRetry={reload} />;
  if (isEmpty(state.data)) return <p className="tl-muted">{empty}</p>;
  return <>{children(state.data)}</>;
}
