import type { FastifyRequest } from 'fastify';
import { and, eq, type SQL } from 'drizzle-orm';
import { robotQuestions } from '../../db/schema/robot';
import type { AuthUser } from '../../http/auth-types';
import { tenantOfRequest } from '../../http/tenant';

/**
 * Whom a robot answer is for. The panel is on the landing page too, so every robot call is public: a visitor is
 * answered with the questions for everyone, a signed-in user (a valid token came along) also with those for
 * signed-in users, and only services their role may see.
 */
export interface RobotViewer {
  tenantId: string;
  /** null for a visitor. */
  userId: string | null;
  roleType: string;
  nickName: string;
}

export function robotViewer(request: FastifyRequest, user: AuthUser | null): RobotViewer {
  if (user) return { tenantId: user.tenantId, userId: user.userId, roleType: user.roleType, nickName: user.nickName };
  return { tenantId: tenantOfRequest(request), userId: null, roleType: 'nobody', nickName: '' };
}

/** Questions the robot answers (status 1) that the viewer may see. */
export function visibleQuestions(viewer: RobotViewer): SQL {
  const base = and(eq(robotQuestions.tenantId, viewer.tenantId), eq(robotQuestions.status, 1)) as SQL;
  if (viewer.userId !== null) return base;
  return and(base, eq(robotQuestions.visibility, 'public')) as SQL;
}
