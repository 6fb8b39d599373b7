import { eq, inArray, and } from 'drizzle-orm';
import type { Queryable } from '../../../db/client';
import { departments } from '../../../db/schema/catalogue';
import { threeListConfigs } from '../../../db/schema/three-lists';
import { AppError } from '../../../http/app-error';
import { tripleListConfigSchema, type TripleListConfig } from '../../../../shared/schema/three-lists';

/** What the page shows before an administrator saved anything. */
export const DEFAULT_TRIPLE_LIST_CONFIG: TripleListConfig = {
  pageTitle: '三张清单',
  intro: '公开各部门的职责清单、公共服务清单，以及每项职责由哪些服务事项承接，方便师生按部门查询“谁来管、管什么、去哪办”。',
  lists: [
    { key: 'dept', title: '部门职责清单', visible: true, sort: 1 },
    { key: 'service', title: '公共服务清单', visible: true, sort: 2 },
    { key: 'duty', title: '职责事项清单', visible: true, sort: 3 },
  ],
  categories: [],
  showEmptyDepts: true,
  showCounts: true,
  pageSize: 10,
  dutyTypeRequired: true,
};

/**
 * The tenant's three-lists configuration. A stored value that no longer passes the schema (an older shape) is
 * replaced by the defaults rather than failing the page.
 */
export async function loadTripleListConfig(db: Queryable, tenantId: string): Promise<TripleListConfig> {
  const [row] = await db.select({ config: threeListConfigs.config }).from(threeListConfigs).where(eq(threeListConfigs.tenantId, tenantId));
  if (!row) return DEFAULT_TRIPLE_LIST_CONFIG;
  const parsed = tripleListConfigSchema.safeParse(row.config);
  return parsed.success ? parsed.data : DEFAULT_TRIPLE_LIST_CONFIG;
}

/** tripleList/saveConfig: every category named must exist in the tenant's catalogue (checked before the draft takes it). */
export async function checkTripleListCategories(db: Queryable, tenantId: string, config: TripleListConfig): Promise<void> {
  if (config.categories.length === 0) return;
  const rows = await db.selectDistinct({ category: departments.deptCategory }).from(departments)
    .where(and(eq(departments.tenantId, tenantId), inArray(departments.deptCategory, config.categories)));
  const known = new Set(rows.map((r) => r.category));
  const unknown = config.categories.find((c) => !known.has(c));
  if (unknown !== undefined) {
    throw new AppError('VALIDATION', { msg: `部门分类“${unknown}”不存在`, errors: [{ field: 'categories', msg: `部门分类“${unknown}”不存在` }] });
  }
}
