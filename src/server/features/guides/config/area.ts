import { and, asc, eq, inArray } from 'drizzle-orm';
import { services } from '../../../db/schema/catalogue';
import { serviceGuides } from '../../../db/schema/search';
import { bumpSearchVersion } from '../../../search/version';
import { guideDocumentSchema, type GuideDocument, type GuidePreview } from '../../../../shared/schema/guide-config';
import type { ConfigAreaDef } from '../../../drafts/area';
import { listServices, roleTypeOf } from './services/services';
import { guideRows } from './services/pages';

/** Rows per INSERT, far below PostgreSQL's bind-parameter limit. */
const BATCH = 200;

/**
 * The management guides (ADR 009 area `guides`): every service guide of the tenant as one document. Publishing
 * rewrites service_guides and the services' hasGuide flags, and moves the search index's version, so
 * guide/clientGuideInfo and the guide search answer the published guides on every instance.
 */
export const guideArea: ConfigAreaDef<GuideDocument, GuidePreview> = {
  area: 'guides',
  menu: 'managementGuideConfig',
  schema: guideDocumentSchema,

  async readLive(db, tenantId) {
    const rows = await db.select({ guide: serviceGuides }).from(serviceGuides)
      .innerJoin(services, eq(services.serviceId, serviceGuides.serviceId))
      .where(eq(serviceGuides.tenantId, tenantId)).orderBy(asc(services.sort), asc(services.serviceId));
    return {
      guides: rows.map(({ guide }) => ({
        serviceId: guide.serviceId, conditions: guide.conditions, materials: guide.materials, steps: guide.steps, fees: guide.fees,
        timeLimit: guide.timeLimit, department: guide.department, location: guide.location, contactPhone: guide.contactPhone,
        handling: guide.handling, faq: guide.faq,
      })),
    };
  },

  async materialise(tx, tenantId, body) {
    // A service removed since the edit takes its guide with it (service_guides cascades live too).
    const known = new Set((await tx.select({ id: services.serviceId }).from(services).where(eq(services.tenantId, tenantId))).map((s) => s.id));
    const guides = body.guides.filter((g) => known.has(g.serviceId));
    const now = new Date();
    await tx.delete(serviceGuides).where(eq(serviceGuides.tenantId, tenantId));
    const rows = guides.map((g) => ({ ...g, tenantId, updatedAt: now }));
    for (let i = 0; i < rows.length; i += BATCH) await tx.insert(serviceGuides).values(rows.slice(i, i + BATCH));
    await tx.update(services).set({ hasGuide: false }).where(eq(services.tenantId, tenantId));
    const ids = guides.map((g) => g.serviceId);
    for (let i = 0; i < ids.length; i += 1000) {
      await tx.update(services).set({ hasGuide: true }).where(and(eq(services.tenantId, tenantId), inArray(services.serviceId, ids.slice(i, i + 1000))));
    }
    // The guide search indexes guide text: its version moves with the guides, in the same transaction.
    await bumpSearchVersion(tx, tenantId);
  },

  async preview(db, tenantId, body, roleId) {
    const visible = await listServices(db, tenantId, await roleTypeOf(db, tenantId, roleId));
    return guideRows(body, visible).filter((row) => row.hasGuide);
  },
};
