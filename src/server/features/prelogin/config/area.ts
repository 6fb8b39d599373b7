import { asc, eq } from 'drizzle-orm';
import { commonTools } from '../../../db/schema/content';
import { preLoginCarousel, preLoginConfigs } from '../../../db/schema/prelogin';
import { fileUrl } from '../../../../shared/rules/file-url';
import { preLoginDocumentSchema, type PreLoginDocument, type PreLoginPreview } from '../../../../shared/schema/prelogin-config';
import type { ConfigAreaDef } from '../../../drafts/area';
import { loadPreLoginConfig } from '../services/config';

/** Sorts of published rows: gaps of 10, as the seed numbers them. */
const sortAt = (index: number) => (index + 1) * 10;

/**
 * The pre-login area (ADR 009): the landing page's config, carousel images and common tools as one document.
 * Publishing rewrites pre_login_configs, pre_login_carousel and common_tools, which the visitor calls read.
 */
export const preLoginArea: ConfigAreaDef<PreLoginDocument, PreLoginPreview> = {
  area: 'preLogin',
  menu: 'preLoginConfig',
  schema: preLoginDocumentSchema,

  async readLive(db, tenantId) {
    const config = await loadPreLoginConfig(db, tenantId);
    const carousel = await db.select({ id: preLoginCarousel.id, title: preLoginCarousel.title, fileId: preLoginCarousel.fileId, linkUrl: preLoginCarousel.linkUrl })
      .from(preLoginCarousel).where(eq(preLoginCarousel.tenantId, tenantId)).orderBy(asc(preLoginCarousel.sort), asc(preLoginCarousel.id));
    const tools = await db.select({ id: commonTools.id, toolsName: commonTools.toolsName, toolsIcon: commonTools.toolsIcon, url: commonTools.url, openWay: commonTools.openWay })
      .from(commonTools).where(eq(commonTools.tenantId, tenantId)).orderBy(asc(commonTools.sort), asc(commonTools.id));
    // The columns hold what the schema allows (every writer passed it); an unknown open way is read as a new tab.
    const openWay = (value: number) => (value === 1001 || value === 1002 ? value : 1003);
    return { config, carousel, tools: tools.map((tool) => ({ ...tool, openWay: openWay(tool.openWay) })) };
  },

  async materialise(tx, tenantId, body) {
    const config = { ...body.config, columns: [...body.config.columns].sort((a, b) => a.sort - b.sort) };
    await tx.insert(preLoginConfigs).values({ tenantId, config })
      .onConflictDoUpdate({ target: preLoginConfigs.tenantId, set: { config, updatedAt: new Date() } });
    // Rewritten whole: ids are global keys, so rows are only ever deleted and inserted within the tenant.
    await tx.delete(preLoginCarousel).where(eq(preLoginCarousel.tenantId, tenantId));
    if (body.carousel.length > 0) {
      await tx.insert(preLoginCarousel).values(body.carousel.map((item, index) => ({ ...item, tenantId, sort: sortAt(index) })));
    }
    await tx.delete(commonTools).where(eq(commonTools.tenantId, tenantId));
    if (body.tools.length > 0) {
      await tx.insert(commonTools).values(body.tools.map((tool, index) => ({ ...tool, tenantId, sort: sortAt(index) })));
    }
  },

  async preview(_db, _tenantId, body) {
    return previewOf(body);
  },
};

/** The landing page's answers from a document, as the visitor calls would give them. */
function previewOf(body: PreLoginDocument): PreLoginPreview {
  return {
    config: { ...body.config, columns: [...body.config.columns].sort((a, b) => a.sort - b.sort) },
    carousel: body.config.carousel.enabled ? body.carousel.map((c) => ({ id: c.id, title: c.title, imgUrl: fileUrl(c.fileId), linkUrl: c.linkUrl })) : [],
    tools: body.tools.map((t) => ({ id: t.id, name: t.toolsName, icon: t.toolsIcon, url: t.url, openWay: t.openWay })),
  };
}
