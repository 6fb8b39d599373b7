import { and, asc, count, desc, eq, isNull } from 'drizzle-orm';
import type { Queryable } from '../../../db/client';
import { departments } from '../../../db/schema/catalogue';
import { commonTools } from '../../../db/schema/content';
import { messages } from '../../../db/schema/messages';
import { preLoginCarousel, schoolProfiles, thirdPartyPlatforms } from '../../../db/schema/prelogin';
import { fileUrl } from '../../../../shared/rules/file-url';
import type { DeptNode, PreLoginConfig, PreLoginFooter, SchoolInfo } from '../../../../shared/schema/prelogin';
import type { FooterInfo } from '../../../../shared/schema/shell';

/** What the landing page shows besides services: all of it public by nature (no user's data). */

export function listThirdParties(db: Queryable, tenantId: string) {
  return db.select({ id: thirdPartyPlatforms.id, name: thirdPartyPlatforms.name, logo: thirdPartyPlatforms.logo, url: thirdPartyPlatforms.url })
    .from(thirdPartyPlatforms).where(eq(thirdPartyPlatforms.tenantId, tenantId)).orderBy(asc(thirdPartyPlatforms.sort), asc(thirdPartyPlatforms.id));
}

/** Carousel images are stored files, served at /api/files/{id}. */
export async function listCarousel(db: Queryable, tenantId: string) {
  const rows = await db.select().from(preLoginCarousel).where(eq(preLoginCarousel.tenantId, tenantId))
    .orderBy(asc(preLoginCarousel.sort), asc(preLoginCarousel.id));
  return rows.map((r) => ({ id: r.id, title: r.title, imgUrl: fileUrl(r.fileId), linkUrl: r.linkUrl }));
}

/** The school's profile; its address and phone are filled in from the school's footer (withSchoolContact). */
export async function loadSchoolInfo(db: Queryable, tenantId: string): Promise<SchoolInfo> {
  const [row] = await db.select({ schoolName: schoolProfiles.schoolName, logo: schoolProfiles.logo, intro: schoolProfiles.intro, website: schoolProfiles.website })
    .from(schoolProfiles).where(eq(schoolProfiles.tenantId, tenantId));
  return { schoolName: row?.schoolName ?? '', logo: row?.logo ?? '', intro: row?.intro ?? '', address: '', phone: '', website: row?.website ?? '' };
}

/**
 * ADR 032, one school one story: the address and phone a visitor reads anywhere are the ones of the footer every
 * signed-in page shows (the homeFooter area, 页脚配置), never a copy kept beside it.
 */
export function withSchoolContact(school: SchoolInfo, footer: FooterInfo): SchoolInfo {
  return { ...school, address: footer.address, phone: footer.phone };
}

/** The landing page's footer: the school footer's facts with the landing page's own links (ADR 032). */
export function landingFooter(links: PreLoginConfig['footer']['links'], footer: FooterInfo): PreLoginFooter {
  return { copyright: footer.copyright, address: footer.address, phone: footer.phone, email: footer.email, icp: footer.icp, links };
}

/** The department tree: names and categories only (no leader, phone or office). */
export async function loadDeptTree(db: Queryable, tenantId: string): Promise<DeptNode[]> {
  const rows = await db.select({ id: departments.id, parentId: departments.parentId, name: departments.deptName, category: departments.deptCategory })
    .from(departments).where(eq(departments.tenantId, tenantId)).orderBy(asc(departments.sort), asc(departments.id));
  const nodes = new Map<string, DeptNode>(rows.map((r) => [r.id, { id: r.id, name: r.name, category: r.category, children: [] }]));
  const roots: DeptNode[] = [];
  for (const r of rows) {
    const node = nodes.get(r.id) as DeptNode;
    const parent = r.parentId === null ? undefined : nodes.get(r.parentId);
    // An orphan (its parent deleted or not imported yet) shows at the top rather than disappearing.
    (parent ? parent.children : roots).push(node);
  }
  return roots;
}

/** Public messages only (is_public = 1, not withdrawn), newest first; never a recipient or content. */
export async function listPublicMessages(db: Queryable, tenantId: string, current: number, size: number) {
  const where = and(eq(messages.tenantId, tenantId), eq(messages.isPublic, 1), isNull(messages.deletedAt));
  const [total] = await db.select({ n: count() }).from(messages).where(where);
  const rows = await db.select({ id: messages.id, title: messages.title, fromUserName: messages.fromUserName, createdAt: messages.createdAt })
    .from(messages).where(where).orderBy(desc(messages.createdAt), desc(messages.id)).limit(size).offset((current - 1) * size);
  return { records: rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })), total: Number(total?.n ?? 0), current, size };
}

export function listTools(db: Queryable, tenantId: string) {
  return db.select({ id: commonTools.id, name: commonTools.toolsName, icon: commonTools.toolsIcon, url: commonTools.url, openWay: commonTools.openWay })
    .from(commonTools).where(eq(commonTools.tenantId, tenantId)).orderBy(asc(commonTools.sort), asc(commonTools.id));
}
