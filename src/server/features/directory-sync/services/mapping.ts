import type { DirectorySyncDocument } from '../../../../shared/schema/directory-sync';
import { roleFromRules } from '../../../../shared/schema/role-rules';

/**
 * The pure part of a sync (ADR 023): directory entries to our departments and users, and what a person's entry
 * changes in our tables. No I/O here, so the rules are unit-tested on their own.
 */

/** An entry reduced to the attributes the mapping names (first values, trimmed). */
export type EntryValues = (attribute: string) => string;

export interface MappedDepartment {
  code: string;
  name: string;
}

export type Mapped<T> = { ok: true; value: T } | { ok: false; account: string; name: string; reason: string };

const ACCOUNT = /^[\w.@-]{1,64}$/;

export function mapDepartment(read: EntryValues, dn: string, doc: DirectorySyncDocument): Mapped<MappedDepartment> {
  const code = read(doc.mapping.departmentCode);
  const name = read(doc.mapping.departmentName) || code;
  if (code === '') return { ok: false, account: dn, name, reason: `部门缺少编码属性 ${doc.mapping.departmentCode}` };
  if (code.length > 32) return { ok: false, account: code, name, reason: '部门编码超过 32 个字符' };
  return { ok: true, value: { code, name: name.slice(0, 100) } };
}

export interface MappedPerson {
  account: string;
  dn: string;
  name: string;
  mail: string;
  deptCode: string;
  affiliation: string;
  roleId: string;
}

/** The role of an affiliation under the shared role rules; '' when no rule matches and there is no default. */
export function roleFor(affiliation: string, doc: Pick<DirectorySyncDocument, 'roleRules' | 'defaultRoleId'>): string {
  return roleFromRules(doc.roleRules, doc.defaultRoleId, affiliation === '' ? [] : [affiliation]);
}

/**
 * One person's entry, or why it is refused: a missing or malformed account, a missing name, a department the
 * directory's departments do not hold (`knownDepartments`), no role for the affiliation, or an account already
 * read in this run (`seen`: a directory with two entries for one account cannot say which is right).
 */
export function mapPerson(
  read: EntryValues, dn: string, doc: DirectorySyncDocument, knownDepartments: ReadonlyMap<string, string>, seen: ReadonlySet<string>,
): Mapped<MappedPerson> {
  const account = read(doc.mapping.account);
  const name = read(doc.mapping.name);
  const refuse = (reason: string): Mapped<MappedPerson> => ({ ok: false, account: account || dn, name, reason });
  if (account === '') return refuse(`缺少账号属性 ${doc.mapping.account}`);
  if (!ACCOUNT.test(account)) return refuse('账号只能包含字母、数字和 _ . @ -，且不超过 64 个字符');
  if (seen.has(account.toLowerCase())) return refuse('账号重复：目录中有两个条目使用此账号');
  if (name === '') return refuse(`缺少姓名属性 ${doc.mapping.name}`);
  const deptCode = read(doc.mapping.department);
  if (deptCode === '') return refuse(`缺少部门属性 ${doc.mapping.department}`);
  if (!knownDepartments.has(deptCode)) return refuse(`部门编码 ${deptCode} 不存在`);
  const affiliation = read(doc.mapping.affiliation);
  const roleId = roleFor(affiliation, doc);
  if (roleId === '') return refuse(`身份“${affiliation || '（空）'}”没有对应的角色`);
  return { ok: true, value: { account, dn, name: name.slice(0, 100), mail: read(doc.mapping.mail).slice(0, 200), deptCode, affiliation, roleId } };
}

/** What we hold of a directory user: the user row's fields the sync owns and the directory row's. */
export interface HeldPerson {
  userId: string;
  realName: string;
  deptName: string;
  roleId: string;
  disabled: boolean;
  /** null: a local account (no directory row), which the sync never takes over. */
  directory: { mail: string; deptCode: string; affiliation: string; dn: string } | null;
}

export type PersonChange =
  | { kind: 'added' }
  | { kind: 'changed'; fields: string[] }
  | { kind: 'unchanged' }
  | { kind: 'refused'; reason: string };

/** Compares a person read from the directory with what we hold; `deptName` is the department's Chinese name. */
export function diffPerson(held: HeldPerson | undefined, person: MappedPerson, deptName: string): PersonChange {
  if (!held) return { kind: 'added' };
  if (!held.directory) return { kind: 'refused', reason: '同名本地账号已存在，目录同步不接管本地账号' };
  const fields: string[] = [];
  if (held.realName !== person.name) fields.push('姓名');
  if (held.deptName !== deptName || held.directory.deptCode !== person.deptCode) fields.push('部门');
  if (held.roleId !== person.roleId) fields.push('角色');
  if (held.directory.mail !== person.mail) fields.push('邮箱');
  if (held.directory.affiliation !== person.affiliation) fields.push('身份');
  if (held.directory.dn !== person.dn) fields.push('DN');
  if (held.disabled) fields.push('重新启用');
  return fields.length === 0 ? { kind: 'unchanged' } : { kind: 'changed', fields };
}
