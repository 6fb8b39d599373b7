import type { ReactNode } from 'react';
import type { EfficiencyBlock } from '../../../shared/schema/efficiency';
import { LoadError, Loading } from '../../components/AsyncStates';
import { useTranslation } from '../../lib/i18n-react';
import type { CallState } from '../../lib/use-call';
import { BlockScope } from './scope';

/** One titled block of the page with its scope, loading, error and empty states; `children` renders the data. */
export function Block<T>({ id, title, state, reload, isEmpty, children, tools, wide }: {
  id: EfficiencyBlock;
  title: string;
  state: CallState<T>;
  reload: () => void;
  isEmpty: (data: T) => boolean;
  children: (data: T) => ReactNode;
  tools?: ReactNode;
  wide?: boolean;
}) {
  const { t } = useTranslation();
  const headingId = `eff-${id}-title`;
  return (
    <section className={`eff-block${wide ? ' eff-block--wide' : ''}`} aria-labelledby={headingId} data-block={id}>
      <div className="eff-block__head">
        <h2 id={headingId} className="eff-block__title">{title}</h2>
        {tools}
      </div>
      <BlockScope block={id} />
      {/* A fixed minimum height keeps the layout from jumping while a block loads. */}
      <div className="eff-block__body">
        {state.status === 'loading' && <Loading label={t('efficiency.loading')} />}
        {state.status === 'error' && <LoadError title={t('efficiency.failed')} detail={state.error.message} onRetry={reload} />}
        {state.status === 'success' && (isEmpty(state.data) ? <p className="eff-empty">{t('efficiency.empty')}</p> : children(state.data))}
      </div>
    </section>
  );
}
