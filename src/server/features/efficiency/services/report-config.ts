import { eq } from 'drizzle-orm';
import type { Queryable } from '../../../db/client';
import { efficiencyReportConfigs } from '../../../db/schema/efficiency';
import { DEFAULT_REPORT_CONFIG, reportConfigSchema, type ReportConfig } from '../../../../shared/schema/efficiency';

/** The published configuration; the default (everything shown) until one is published. */
export async function readReportConfig(db: Queryable, tenantId: string): Promise<ReportConfig> {
  const [row] = await db.select({ config: efficiencyReportConfigs.config }).from(efficiencyReportConfigs).where(eq(efficiencyReportConfigs.tenantId, tenantId));
  if (!row) return DEFAULT_REPORT_CONFIG;
  const parsed = reportConfigSchema.safeParse(row.config);
  // A stored body always passed the schema when published; a later, stricter schema falls back rather than failing the page.
  return parsed.success ? parsed.data : DEFAULT_REPORT_CONFIG;
}

export async function writeReportConfig(db: Queryable, tenantId: string, config: ReportConfig, at: Date): Promise<void> {
  await db.insert(efficiencyReportConfigs).values({ tenantId, config, updatedAt: at })
    .onConflictDoUpdate({ target: efficiencyReportConfigs.tenantId, set: { config, updatedAt: at } });
}
