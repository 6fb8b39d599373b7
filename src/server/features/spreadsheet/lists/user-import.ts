import { and, eq, inArray } from 'drizzle-orm';
import { z } from 'zod/mini';
import type { Queryable } from '../../../db/client';
import { roles, users } from '../../../db/schema/auth';
import { departments } from '../../../db/schema/catalogue';
import { hashPassword } from '../../../security/password';
import { randomId } from '../../../../shared/rules/ids';
import { getPasswordRule, meetsPasswordRule, passwordTipOf } from '../../../security/password-rule';
import { optionalText, requiredText, type ImportTarget, type RowOutcome } from './import-target';

/**
 * The users' import (menu deptResponsibilityListConfig). The key is the account (IMP-10): a row naming an account the
 * tenant has updates that user's names, role and department, and never their password; a row that would change
 * nothing is skipped as a duplicate. A new user needs an initial password (初始密码) that meets the tenant's password
 * rule (eduSystemManagePwdConfig, as getPasswordReg answers it); it is hashed with scrypt before the batch's
 * transaction opens, never stored as given, and its cell is blanked in the failed rows (hence in the error file);
 * the upload itself is deleted when the job ends (routes.ts).
 *
 * Whoever holds the menu may import users, so an import grants only the roles of `IMPORTABLE_ROLE_TYPES` and leaves
 * administrators alone: it cannot make an administrator, nor change one.
 */

const IMPORTABLE_ROLE_TYPES = ['teacher', 'student'] as const;
/** The longest password the rule's maximum may allow (password-rule.ts), plus room for a refusal to say why. */
const PASSWORD_MAX = 64;
/** Passwords hashed at once: scrypt runs on libuv's pool (4 threads); more would only queue. */
const HASH_CONCURRENCY = 4;
/** A hash takes ~0.1-0.4 s; the job's lease (10 s) is renewed every this many hashes. */
const HASHES_PER_KEEPALIVE = 16;

const rowSchema = z.object({
  account: z.pipe(requiredText('账号', 64), z.string().check(z.regex(/^[A-Za-z0-9_.@-]+$/, '账号只能包含字母、数字以及 _ . @ -'))),
  realName: requiredText('姓名', 50),
  nickName: optionalText('昵称', 50),
  role: requiredText('角色', 32),
  deptCode: requiredText('部门编码', 32),
  // Never named in a message: the reason of a failed row goes into the error file.
  password: z._default(z.string().check(z.maxLength(PASSWORD_MAX, `初始密码不能超过 ${PASSWORD_MAX} 个字符`)), ''),
});
type UserCells = z.output<typeof rowSchema>;
/** A row after `prepare`: a new user's password replaced by its hash (or the reason it was refused). */
type UserRow = Omit<UserCells, 'password'> & { password: string; passwordHash?: string; passwordRefusal?: string };

async function existingAccounts(db: Queryable, tenantId: string, accounts: string[]) {
  if (accounts.length === 0) return [];
  return db
    .select({ id: users.id, account: users.account, realName: users.realName, nickName: users.nickName, roleId: users.roleId, deptName: users.deptName, roleType: roles.roleType })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(and(eq(users.tenantId, tenantId), inArray(users.account, accounts)));
}

/** Runs `work` over `items`, `limit` at a time, in order of start. */
async function eachLimited<T>(items: readonly T[], limit: number, work: (item: T, index: number) => Promise<void>): Promise<void> {
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const index = next;
      next += 1;
      await work(items[index] as T, index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
}

export const userImport: ImportTarget<UserRow> = {
  table: 'users',
  fields: [
    { key: 'account', label: '账号', isMust: true },
    { key: 'realName', label: '姓名', isMust: true },
    { key: 'nickName', label: '昵称', isMust: false },
    { key: 'role', label: '角色', isMust: true },
    { key: 'deptCode', label: '部门编码', isMust: true },
    { key: 'password', label: '初始密码', isMust: false, secret: true },
  ],
  checkFields: [{ fieldName: 'account', fieldNote: '账号', isKey: 1 }],
  rowSchema: rowSchema as unknown as ImportTarget<UserRow>['rowSchema'],

  async prepare(db, tenantId, rows, keepAlive) {
    const known = new Set((await existingAccounts(db, tenantId, [...new Set(rows.map((r) => r.row.account))])).map((u) => u.account));
    const rule = await getPasswordRule(db, tenantId);
    const fresh = rows.filter((r) => !known.has(r.row.account) && r.row.password !== '' && meetsPasswordRule(r.row.password, rule));
    let hashed = 0;
    const hashes = new Map<number, string>();
    await eachLimited(fresh, HASH_CONCURRENCY, async ({ n, row }) => {
      hashes.set(n, await hashPassword(row.password));
      hashed += 1;
      if (hashed % HASHES_PER_KEEPALIVE === 0) await keepAlive();
    });
    // The password itself goes no further than this function.
    return rows.map(({ n, row }) => {
      const { password, ...rest } = row;
      const passwordHash = hashes.get(n);
      if (passwordHash !== undefined) return { n, row: { ...rest, password: '', passwordHash } };
      const passwordRefusal = known.has(row.account) ? undefined : password === '' ? '新用户须填写初始密码' : `初始密码不符合密码规则：${passwordTipOf(rule)}`;
      return { n, row: { ...rest, password: '', ...(passwordRefusal ? { passwordRefusal } : {}) } };
    });
  },

  async apply(tx, tenantId, rows) {
    const roleRows = await tx.select({ id: roles.id, name: roles.name, roleType: roles.roleType }).from(roles).where(eq(roles.tenantId, tenantId));
    const importable = roleRows.filter((r) => (IMPORTABLE_ROLE_TYPES as readonly string[]).includes(r.roleType));
    const roleOf = (text: string) => importable.find((r) => r.name === text) ?? importable.find((r) => r.roleType === text);
    const adminRoles = new Set(roleRows.filter((r) => r.roleType === 'admin').map((r) => r.name));
    const deptCodes = [...new Set(rows.map((r) => r.row.deptCode))];
    const deptRows = await tx
      .select({ code: departments.deptCode, name: departments.deptName })
      .from(departments)
      .where(and(eq(departments.tenantId, tenantId), inArray(departments.deptCode, deptCodes)));
    const deptNameOf = new Map(deptRows.map((d) => [d.code, d.name]));
    const current = new Map((await existingAccounts(tx, tenantId, [...new Set(rows.map((r) => r.row.account))])).map((u) => [u.account, u]));
    const roleHint = importable.map((r) => r.name).join('、');

    const outcomes: RowOutcome[] = [];
    const inserts = new Map<string, typeof users.$inferInsert>();
    for (const { n, row } of rows) {
      const fail = (reason: string) => outcomes.push({ n, outcome: 'fail', reason });
      const role = roleOf(row.role);
      const deptName = deptNameOf.get(row.deptCode);
      const before = current.get(row.account);
      if (!role) fail(adminRoles.has(row.role) || row.role === 'admin' ? '不能通过导入授予管理员角色' : `角色无效：${row.role}（可填 ${roleHint}）`);
      else if (deptName === undefined) fail(`部门编码不存在：${row.deptCode}`);
      else if (before?.roleType === 'admin') fail('管理员账号不能通过导入修改');
      else {
        const next = { realName: row.realName, nickName: row.nickName === '' ? row.realName : row.nickName, roleId: role.id, deptName };
        const pending = inserts.get(row.account);
        if (before) {
          if (before.realName === next.realName && before.nickName === next.nickName && before.roleId === next.roleId && before.deptName === next.deptName) {
            outcomes.push({ n, outcome: 'jump' });
            continue;
          }
          // An account earlier in this batch is still to be inserted: the later row is what goes in.
          if (pending) Object.assign(pending, next);
          else await tx.update(users).set(next).where(eq(users.id, before.id));
          current.set(row.account, { ...before, ...next, roleType: role.roleType });
          outcomes.push({ n, outcome: 'update' });
        } else if (row.passwordHash === undefined) {
          // Refused by `prepare`, or made by another import since `prepare` looked.
          fail(row.passwordRefusal ?? '账号已被同时导入，请重新导入此行');
        } else {
          const id = randomId(32);
          inserts.set(row.account, { id, tenantId, account: row.account, passwordHash: row.passwordHash, ...next });
          current.set(row.account, { id, account: row.account, ...next, roleType: role.roleType });
          outcomes.push({ n, outcome: 'insert' });
        }
      }
    }
    if (inserts.size > 0) await tx.insert(users).values([...inserts.values()]);
    return outcomes;
  },
};
