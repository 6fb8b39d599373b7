import { getShelfLabel } from '../../../shared/api/catalogue/directory';
import { useServices } from '../../app/services';
import { LoadError } from '../../components/AsyncStates';
import { useCall } from '../../lib/use-call';
import { useTranslation } from '../../lib/i18n-react';

/**
 * The shelf labels an administrator arranged (热门推荐, 新生入学 …) as a row of tabs above the list, in the
 * administrator's order; 全部 clears the label. Nothing shows when there are no labels.
 * Toggle buttons rather than ARIA tabs: each narrows the one list below instead of switching panels.
 */
export function ShelfTabs({ value, onChange }: { value: string; onChange(shelfLabelId: string): void }) {
  const { t } = useTranslation();
  const s = useServices();
  const { state, reload } = useCall(s.blade, getShelfLabel, {});

  if (state.status === 'error') {
    return <LoadError className="sc-shelf-error" title={t('directory.shelf.failed')} detail={state.error.message} onRetry={reload} />;
  }
  if (state.status === 'loading' || state.data.length === 0) return null;
  const labels = [...state.data].sort((a, b) => a.sort - b.sort);
  const tabs = [{ id: '', labelName: t('directory.shelf.all') }, ...labels];
  return (
    <div className="sc-shelf" role="group" aria-label={t('directory.shelf.label')}>
      {tabs.map((label) => (
        <button
          key={label.id || 'all'}
          type="button"
          className={`sc-shelf__tab${value === label.id ? ' sc-shelf__tab--on' : ''}`}
          aria-pressed={value === label.id}
          onClick={() => onChange(label.id)}
        >
          {label.labelName}
        </button>
      ))}
    </div>
  );
}
