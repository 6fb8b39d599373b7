import { and, eq, type SQL } from 'drizzle-orm';
import { robotQuestions } from '../../db/schema/robot';
import type { Viewer } from '../../http/viewer';

/**
 * Questions the robot answers (status 1) that the viewer may see. The panel is on the landing page too, so every
 * robot call is public (callerViewer): a visitor is answered with the questions for everyone, a signed-in user (a
 * valid token came along) also with those for signed-in users.
 */
export function visibleQuestions(viewer: Viewer): SQL {
  const base = and(eq(robotQuestions.tenantId, viewer.tenantId), eq(robotQuestions.status, 1)) as SQL;
  if (viewer.userId !== null) return base;
  return and(base, eq(robotQuestions.visibility, 'public')) as SQL;
}
