import { and, asc, eq, exists, ilike, or, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../../db/client';
import { roles, users } from '../../../db/schema/auth';
import { userRoles } from '../../../db/schema/personal';
import type { TeacherDropListRequest, TeacherOption } from '../../../../shared/schema/studio-lists';
import { containsPattern } from '../../../db/like';

/** The role type that makes a user a teacher (seed: 教师); schools' own teacher roles carry the same type. */
const TEACHER_ROLE_TYPE = 'teacher';

/**
 * teacher/dropList: the tenant's users who hold a teacher role, as their own role or as an extra one (the demo
 * assistant), by name then id. The keyword matches the name or the account, deptName the department.
 */
export async function listTeachers(db: Queryable, tenantId: string, input: TeacherDropListRequest): Promise<TeacherOption[]> {
  const ownRoleIsTeacher = exists(
    db.select({ one: roles.id }).from(roles).where(and(eq(roles.id, users.roleId), eq(roles.roleType, TEACHER_ROLE_TYPE))),
  );
  const extraRoleIsTeacher = exists(
    db.select({ one: userRoles.roleId }).from(userRoles)
      .innerJoin(roles, eq(roles.id, userRoles.roleId))
      .where(and(eq(userRoles.userId, users.id), eq(roles.roleType, TEACHER_ROLE_TYPE))),
  );
  const filters: SQL[] = [eq(users.tenantId, tenantId)];
  const holdsTeacherRole = or(ownRoleIsTeacher, extraRoleIsTeacher);
  if (holdsTeacherRole) filters.push(holdsTeacherRole);
  if (input.keyword !== '') {
    const byWord = or(ilike(users.realName, containsPattern(input.keyword)), ilike(users.account, containsPattern(input.keyword)));
    if (byWord) filters.push(byWord);
  }
  if (input.deptName !== '') filters.push(ilike(users.deptName, containsPattern(input.deptName)));

  const rows = await db
    .select({ dictKey: users.id, dictValue: users.realName, account: users.account, deptName: users.deptName })
    .from(users)
    .where(and(...filters))
    .orderBy(asc(users.realName), asc(users.id))
    .limit(input.size);
  return rows;
}
