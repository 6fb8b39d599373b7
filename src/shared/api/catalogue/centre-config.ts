import { z } from 'zod/mini';
import {
  centreDocumentSchema, centreSettingsSchema, centreViewRequestSchema, centreViewSchema, pinnedOrderSchema, pinnedServiceSchema,
  serviceOptionsRequestSchema, type Centre,
} from '../../schema/centre-config';
import type { ConfigArea } from '../../schema/studio-config';
import { defineCall } from './define-call';
import { defineStudioCalls } from './studio-config';

/**
 * The service centres' configuration (ROUTE-08 serviceHallConfig, processServiceCenterConfig,
 * applicationServiceCenterConfig). The spec names no call for it; ours sit beside the directory's under
 * /api/blade-platform. Each centre's studio calls are granted by its own menu entry; the portal's read is public
 * (the hall is reached by visitors too) and answers the published config only.
 */

const BP = '/api/blade-platform';

/** The published config of a centre as its page shows it. */
export const centreView = defineCall({
  name: 'centreConfigView', method: 'POST', path: `${BP}/nobody/serverCenter/centreConfig`, request: centreViewRequestSchema, response: centreViewSchema,
});

const AREA: Record<Centre, Extract<ConfigArea, 'serviceHall' | 'processCentre' | 'applicationCentre'>> = {
  hall: 'serviceHall', PROCESS: 'processCentre', APPLICATION: 'applicationCentre',
};

function centreCalls(centre: Centre) {
  const area = AREA[centre];
  const base = `${BP}/serviceCentreConfig/${area}`;
  return {
    area,
    /** The draft with its pinned services named (those no longer in the catalogue are left out). */
    detail: defineCall({
      name: `${area}ConfigDetail`, method: 'POST', path: `${base}/detail`, request: z.object({}),
      response: z.object({ settings: centreSettingsSchema, pinned: z.array(pinnedServiceSchema) }),
    }),
    submit: defineCall({ name: `${area}ConfigSubmit`, method: 'POST', path: `${base}/submit`, request: centreSettingsSchema, response: centreSettingsSchema }),
    /** The whole pinned list in order (add, remove and drag all send it). */
    pinned: defineCall({ name: `${area}ConfigPinned`, method: 'POST', path: `${base}/pinned`, request: pinnedOrderSchema, response: z.array(pinnedServiceSchema) }),
    /** Services of the centre to pin, by name. */
    serviceOptions: defineCall({
      name: `${area}ServiceOptions`, method: 'POST', path: `${base}/serviceOptions`, request: serviceOptionsRequestSchema, response: z.array(pinnedServiceSchema),
    }),
    studio: defineStudioCalls(area, centreDocumentSchema, centreViewSchema),
  };
}

export const hallConfig = centreCalls('hall');
export const processCentreConfig = centreCalls('PROCESS');
export const applicationCentreConfig = centreCalls('APPLICATION');
export const CENTRE_CALLS = { hall: hallConfig, PROCESS: processCentreConfig, APPLICATION: applicationCentreConfig } as const;
export type CentreCalls = typeof hallConfig;
