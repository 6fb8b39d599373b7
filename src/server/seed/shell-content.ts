import type { Queryable } from '../db/client';
import { footerInfo, navigationEntries, robotQuestionConfig } from '../db/schema/shell';
import { FOOTER, NAVIGATION, ROBOT } from './data/shell-content';
import { seedId } from './generate-catalogue';

/** Seeds the signed-in shell's content for one tenant: the built-in navigation, the footer and the robot config. */
export async function seedShellContent(tx: Queryable, tenantId: string): Promise<void> {
  await tx.insert(navigationEntries).values(
    NAVIGATION.map((n, i) => ({
      id: seedId('nav', tenantId, n.key),
      tenantId,
      navigationName: n.navigationName,
      navigationNameEn: n.navigationNameEn,
      navigationType: n.navigationType,
      isBuilt: 1,
      isAuto: n.isAuto,
      path: n.path,
      configPath: n.configPath,
      sort: i + 1,
    })),
  );
  await tx.insert(footerInfo).values({ tenantId, ...FOOTER });
  await tx.insert(robotQuestionConfig).values({ tenantId, ...ROBOT });
}
