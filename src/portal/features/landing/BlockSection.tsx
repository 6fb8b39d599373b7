import type { ReactNode } from 'react';
import { LoadError } from '../../components/AsyncStates';
import { useTranslation } from '../../lib/i18n-react';
import type { CallState } from '../../lib/use-call';

/**
 * A placeholder of the block's own shape while its call runs, so the page does not jump when the answer arrives.
 * `shape` draws the grey boxes (hidden from assistive technology); the status line says what is loading.
 */
export function Skeleton({ label, shape }: { label: string; shape: ReactNode }) {
  return (
    <div className="lp-skeleton" role="status">
      <span className="sh-visually-hidden">{label}</span>
      <div aria-hidden="true">{shape}</div>
    </div>
  );
}

export interface BlockStatesProps<T> {
  title: string;
  state: CallState<T>;
  onRetry: () => void;
  isEmpty: (data: T) => boolean;
  emptyText: string;
  skeleton: ReactNode;
  children: (data: T) => ReactNode;
}

/** One block's loading / error with retry / empty / content: a failing block never blanks the page. */
export function BlockStates<T>({ title, state, onRetry, isEmpty, emptyText, skeleton, children }: BlockStatesProps<T>) {
  const { t } = useTranslation();
  if (state.status === 'loading') return <Skeleton label={t('landing.blockLoading', { title })} shape={skeleton} />;
  if (state.status === 'error') {
    return <LoadError title={t('landing.blockFailed', { title })} detail={state.error.message} onRetry={onRetry} />;
  }
  if (isEmpty(state.data)) return <p className="lp-empty">{emptyText}</p>;
  return children(state.data);
}

/** A block of the page: a section named by its configured title (h2), around its states. */
export function BlockSection<T>({ blockKey, className, ...props }: BlockStatesProps<T> & { blockKey: string; className?: string }) {
  const titleId = `lp-${blockKey}-title`;
  return (
    <section
      className={`lp-block lp-block--${blockKey} ${className ?? ''}`}
      aria-labelledby={titleId}
      aria-busy={props.state.status === 'loading'}
    >
      <h2 id={titleId} className="lp-block__title">{props.title}</h2>
      <BlockStates {...props} />
    </section>
  );
}
