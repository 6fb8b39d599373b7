import { threeListConfigs } from '../../../../db/schema/three-lists';
import { tripleListConfigSchema, type TripleListConfig } from '../../../../../shared/schema/three-lists';
import type { ConfigAreaDef } from '../../../../drafts/area';
import { loadTripleListConfig } from '../../services/config';

/** The lists in their display order, as getConfig answers them. */
export function orderedConfig(config: TripleListConfig): TripleListConfig {
  return { ...config, lists: [...config.lists].sort((a, b) => a.sort - b.sort) };
}

/**
 * The three lists' page configuration (ADR 009 area `threeLists`): one document, the row the portal's getConfig,
 * getTree and isDutyTypeMust read. Publishing writes that row.
 */
export const threeListsArea: ConfigAreaDef<TripleListConfig, TripleListConfig> = {
  area: 'threeLists',
  menu: 'threeListsConfig',
  schema: tripleListConfigSchema,
  readLive: (db, tenantId) => loadTripleListConfig(db, tenantId),
  async materialise(tx, tenantId, body) {
    const config = orderedConfig(body);
    const now = new Date();
    await tx.insert(threeListConfigs).values({ tenantId, config, updatedAt: now })
      .onConflictDoUpdate({ target: threeListConfigs.tenantId, set: { config, updatedAt: now } });
  },
  // Every role reads the same configuration; what differs by role is the lists' content, not the page's shape.
  preview: async (_db, _tenantId, body) => orderedConfig(body),
};
