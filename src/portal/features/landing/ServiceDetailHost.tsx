import { lazy } from 'react';
import { Loading } from '../../components/AsyncStates';
import { LazyBoundary } from '../../components/LazyBoundary';

const loadDialog = () => import('../service-detail');

/** Starts fetching the detail dialog's code ahead of a click; the module loader keeps the one download. */
export function prefetchServiceDetail(): void {
  loadDialog().catch(() => undefined);
}

// Its own chunk: most visitors never open a service, and the landing page's first load must stay light.
const ServiceDetailDialog = lazy(() => loadDialog().then((m) => ({ default: m.ServiceDetailDialog })));

/** The visitor's detail dialog of one service (OPEN-04: it asks for the nobody custom details). */
export function ServiceDetailHost({ serviceId, onClose }: { serviceId: string; onClose: () => void }) {
  return (
    <LazyBoundary fallback={<div className="lp-dialog-wait"><Loading /></div>}>
      <ServiceDetailDialog serviceId={serviceId} visitor onClose={onClose} />
    </LazyBoundary>
  );
}
