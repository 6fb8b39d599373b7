import AppsIcon from '@mui/icons-material/Apps';
import AccountTreeIcon from '@mui/icons-material/AccountTree';
import StorefrontIcon from '@mui/icons-material/Storefront';
import { createElement } from 'react';
import { CENTRE_CALLS } from '../../../shared/api/catalogue/centre-config';
import type { Centre, PinnedService } from '../../../shared/schema/centre-config';
import { defineResource } from '../../data-provider/resource-calls';
import { lazyPage } from '../../routing/lazy-page';

const CentrePage = lazyPage(() => import('./CentrePage'), 'CentrePage');

/** One centre's page, loaded with the page's chunk; `preload` lets the studio start that load early (ADR 034). */
function centrePage(centre: Centre) {
  return Object.assign(() => createElement(CentrePage, { centre }), { preload: CentrePage.preload });
}

type Detail = (typeof CENTRE_CALLS)['hall']['detail'];

/** The page talks to its calls itself; the data provider only lists the draft's pinned services. */
function callsOf(centre: Centre) {
  const detail = CENTRE_CALLS[centre].detail as Detail;
  return defineResource<PinnedService & { id: string }, Detail, Detail, Detail, Detail, Detail>({
    list: { kind: 'whole', call: detail, request: () => ({}), records: (d) => d.pinned.map((p) => ({ ...p, id: p.serviceId })) },
  });
}

/** The service hall and the two centres (menus serviceHallConfig, processServiceCenterConfig, applicationServiceCenterConfig). */
export const hallCentre = {
  name: 'serviceHallCentre', list: centrePage('hall'), create: undefined, edit: undefined,
  icon: StorefrontIcon, recordRepresentation: 'serviceName', calls: callsOf('hall'),
} as const;
export const processCentre = {
  name: 'processCentre', list: centrePage('PROCESS'), create: undefined, edit: undefined,
  icon: AccountTreeIcon, recordRepresentation: 'serviceName', calls: callsOf('PROCESS'),
} as const;
export const applicationCentre = {
  name: 'applicationCentre', list: centrePage('APPLICATION'), create: undefined, edit: undefined,
  icon: AppsIcon, recordRepresentation: 'serviceName', calls: callsOf('APPLICATION'),
} as const;
