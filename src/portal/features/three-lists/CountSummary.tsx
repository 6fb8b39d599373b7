import { useCallback } from 'react';
import { threeInventoryCount, threeInventoryServiceCount } from '../../../shared/api/catalogue/three-lists';
import { useServices } from '../../app/services';
import { LoadError } from '../../components/AsyncStates';
import { useCall } from '../../lib/use-call';
import { useTranslation } from '../../lib/i18n-react';

/**
 * The figures of the selection (a department's own, a category's, or all): departments, duties, services, the
 * services carrying out a duty, and online / offline handling (OPEN-05). The same caller's view as the lists.
 */
export function CountSummary({ category, deptId }: { category: string; deptId: string }) {
  const { t } = useTranslation();
  const s = useServices();
  const load = useCallback(async () => {
    const [inventory, services] = await Promise.all([
      s.blade.call(threeInventoryCount, { category, deptId }, { silent: true }),
      s.blade.call(threeInventoryServiceCount, { category, deptId }, { silent: true }),
    ]);
    return { inventory, services };
  }, [s, category, deptId]);
  const { state, reload } = useCall(load);
  if (state.status === 'error') return <LoadError className="tl-counts" title={t('threeLists.counts.failed')} onRetry={reload} />;
  if (state.status === 'loading') return <div className="tl-counts tl-ghost tl-ghost--counts" aria-hidden="true" />;
  const { inventory, services } = state.data;
  const figures: Array<[string, number]> = [
    ...(deptId === '' ? [[t('threeLists.counts.depts'), inventory.deptCount] as [string, number]] : []),
    [t('threeLists.counts.duties'), inventory.dutyCount],
    [t('threeLists.counts.services'), inventory.serviceCount],
    [t('threeLists.counts.linked'), inventory.linkedServiceCount],
    [t('threeLists.counts.online'), services.online],
    [t('threeLists.counts.offline'), services.offline],
  ];
  return (
    <dl className="tl-counts" aria-label={t('threeLists.counts.label')}>
      {figures.map(([label, value]) => (
        <div key={label} className="tl-count"><dt>{label}</dt><dd>{value}</dd></div>
      ))}
    </dl>
  );
}
