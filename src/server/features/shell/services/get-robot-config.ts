import { eq } from 'drizzle-orm';
import type { Queryable } from '../../../db/client';
import { robotQuestionConfig } from '../../../db/schema/shell';
import type { IndexInfo } from '../../../../shared/schema/shell';

type QuestionBasicConfig = IndexInfo['questionBasciConfig'];

/** Without a saved config the robot stays hidden (isOpen 0) instead of greeting with empty text. */
const ROBOT_OFF: QuestionBasicConfig = { robotName: '', greeting: '', isOpen: 0 };

/** The robot question basic config of a tenant (ROUTE-05). */
export async function getRobotConfig(db: Queryable, tenantId: string): Promise<QuestionBasicConfig> {
  const [row] = await db
    .select({ robotName: robotQuestionConfig.robotName, greeting: robotQuestionConfig.greeting, isOpen: robotQuestionConfig.isOpen })
    .from(robotQuestionConfig)
    .where(eq(robotQuestionConfig.tenantId, tenantId));
  return row ?? ROBOT_OFF;
}
