import {
  centreDocumentSchema, DEFAULT_CENTRE_DOCUMENT, type Centre, type CentreDocument, type CentreView,
} from '../../../../shared/schema/centre-config';
import type { ConfigAreaDef } from '../../../drafts/area';
import { pinnedServices, roleTypeOf } from './services/pinned';

const CENTRE_MENUS: Record<Centre, string> = {
  hall: 'serviceHallConfig', PROCESS: 'processServiceCenterConfig', APPLICATION: 'applicationServiceCenterConfig',
};

const AREAS = { hall: 'serviceHall', PROCESS: 'processCentre', APPLICATION: 'applicationCentre' } as const;

/** A document as the centre's page shows it to a role type (pinned services it may see, in order). */
export async function viewOf(db: Parameters<ConfigAreaDef<CentreDocument, CentreView>['readLive']>[0], tenantId: string, centre: Centre, body: CentreDocument, roleType: string): Promise<CentreView> {
  const { pinnedServiceIds, ...rest } = body;
  return { ...rest, pinned: await pinnedServices(db, tenantId, centre, pinnedServiceIds, roleType) };
}

/**
 * A service centre's area (ADR 009). Nothing in the catalogue held this configuration before, so there is no
 * live table to rewrite: the latest published version is the live state, which the page reads through
 * publishedBody (cached per published version, so a publish shows on every instance within a second).
 */
export function centreArea(centre: Centre): ConfigAreaDef<CentreDocument, CentreView> {
  return {
    area: AREAS[centre],
    menu: CENTRE_MENUS[centre],
    schema: centreDocumentSchema,
    readLive: () => Promise.resolve(structuredClone(DEFAULT_CENTRE_DOCUMENT)),
    materialise: () => Promise.resolve(),
    async preview(db, tenantId, body, roleId) {
      return viewOf(db, tenantId, centre, body, await roleTypeOf(db, tenantId, roleId));
    },
  };
}
