import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import { roles, ssoSessions, users } from '../../../db/schema/auth';
import { departments } from '../../../db/schema/catalogue';
import { directoryPeople, directorySyncReports } from '../../../db/schema/directory-sync';
import { publishedBody, type AnyArea } from '../../../drafts/services/documents';
import { saveProgress, type JobRow } from '../../../jobs/job-store';
import { JobFailure, JobInterrupted, type JobControl, type JobOutcome } from '../../../jobs/runner';
import type { SecretBox } from '../../../security/secret-box';
import { randomId } from '../../../../shared/rules/ids';
import { syncReportSchema, type DirectorySyncDocument, type SyncReport } from '../../../../shared/schema/directory-sync';
import { z } from 'zod/mini';
import { directorySyncArea } from '../config/area';
import { readSecret } from '../config/secrets';
import { DirectoryError, firstValue, openDirectory, pagedEntries } from './ldap-connection';
import { diffPerson, mapDepartment, mapPerson, type HeldPerson, type MappedPerson } from './mapping';
import { emptyReport, noteRow, resumedReport } from './report';

/**
 * One directory sync (ADR 023), run by the job runner: departments, then people page by page, each page written in
 * one transaction fenced by the job's lease with the report beside it, then — only after the directory answered its
 * last page of people — the users it no longer lists are disabled. A directory failure at any point ends the job as
 * failed with a Chinese message; what was written stays (it is what the directory said), nobody is disabled, and a
 * new run starts over.
 */

export interface SyncContext {
  db: Db;
  box: SecretBox;
  now: () => number;
}

/** Users disabled per transaction. */
const DISABLE_BATCH = 500;
const UNUSABLE_PASSWORD = '!directory';

export async function runDirectorySync(ctx: SyncContext, job: JobRow, control: JobControl): Promise<JobOutcome> {
  const { db, box } = ctx;
  const tenantId = job.tenantId;
  const doc = (await publishedBody(db, directorySyncArea as unknown as AnyArea, tenantId)).body as DirectorySyncDocument;
  if (doc.url === '' || doc.peopleBase === '') throw new JobFailure('尚未配置目录服务器地址和人员基准 DN，请在“目录同步”中设置并发布');
  await checkRoles(db, tenantId, doc);

  const [stored] = await db.select({ report: directorySyncReports.report }).from(directorySyncReports).where(eq(directorySyncReports.jobId, job.id));
  const parsed = stored ? z.safeParse(syncReportSchema, stored.report) : null;
  const report = parsed?.success ? resumedReport(parsed.data) : emptyReport();

  const fenced = async (tx: Tx) => {
    const now = new Date(ctx.now());
    const ours = await saveProgress(tx, job.id, control.runnerId, {
      totalNum: report.peopleRead, finishNum: report.peopleRead, newInsertNum: report.added.count, updateNum: report.changed.count,
      jumpNum: report.unchanged, failNum: report.refused.count,
    }, now);
    if (!ours) throw new JobInterrupted('lease lost');
    await tx.insert(directorySyncReports).values({ jobId: job.id, tenantId, report, updatedAt: now })
      .onConflictDoUpdate({ target: directorySyncReports.jobId, set: { report, updatedAt: now } });
  };
  const checkStop = () => {
    if (control.signal.aborted) throw new JobInterrupted('runner stopping');
  };

  const password = await readSecret(db, box, tenantId, doc.bindPasswordId);
  let connection: Awaited<ReturnType<typeof openDirectory>>;
  try {
    connection = await openDirectory({ url: doc.url, bindDn: doc.bindDn, bindPassword: password, timeoutSeconds: doc.timeoutSeconds });
  } catch (error) {
    throw asFailure(error, '');
  }
  try {
    // Departments first: a person's department must be known before the person is written.
    const deptNames = await syncDepartments(ctx, tenantId, doc, connection.client, report, fenced, checkStop);

    report.phase = 'people';
    const seen = new Set<string>();
    const peopleAttributes = [...new Set(Object.values(doc.mapping))];
    for await (const page of pagedEntries(connection.client, { base: doc.peopleBase, filter: doc.peopleFilter, attributes: peopleAttributes, pageSize: doc.pageSize })) {
      checkStop();
      const people: MappedPerson[] = [];
      for (const entry of page) {
        report.peopleRead += 1;
        const mapped = mapPerson((a) => firstValue(entry, a), entry.dn, doc, deptNames, seen);
        const account = firstValue(entry, doc.mapping.account).toLowerCase();
        if (account !== '') seen.add(account);
        if (mapped.ok) people.push(mapped.value);
        else noteRow(report, 'refused', { account: mapped.account, name: mapped.name, detail: mapped.reason });
      }
      await writePeople(ctx, job, tenantId, people, deptNames, report, fenced);
    }

    // The directory answered its last page: only now may anyone be disabled.
    report.phase = 'disabling';
    await disableMissing(ctx, tenantId, seen, report, fenced, checkStop);
    report.phase = 'done';
    await db.transaction(fenced);
  } catch (error) {
    throw asFailure(error, '已写入的批次保留，本次未停用任何用户');
  } finally {
    await connection.close();
  }
  return {
    totalNum: report.peopleRead, finishNum: report.peopleRead, newInsertNum: report.added.count, updateNum: report.changed.count,
    jumpNum: report.unchanged, failNum: report.refused.count,
  };
}

/** A directory failure as the job's Chinese end message; the runner's own signals pass through. */
function asFailure(error: unknown, suffix: string): unknown {
  if (error instanceof DirectoryError) return new JobFailure(suffix ? `${error.message}（${suffix}）` : error.message);
  return error;
}

async function checkRoles(db: Db, tenantId: string, doc: DirectorySyncDocument): Promise<void> {
  const wanted = [...new Set([...doc.roleRules.map((r) => r.roleId), doc.defaultRoleId].filter((id) => id !== ''))];
  if (wanted.length === 0) throw new JobFailure('尚未设置身份对应的角色或默认角色，请在“目录同步”中设置并发布');
  const found = await db.select({ id: roles.id }).from(roles).where(and(eq(roles.tenantId, tenantId), inArray(roles.id, wanted)));
  const missing = wanted.filter((id) => !found.some((r) => r.id === id));
  if (missing.length > 0) throw new JobFailure(`角色不存在：${missing.join('、')}，请检查“目录同步”的角色规则`);
}

/**
 * Reads every department and writes the new and renamed ones (by code) in one fenced transaction. Departments the
 * directory no longer lists are left alone: services, duties and guides refer to them. Answers code → name for
 * every department a person may name (the directory's and ours).
 */
async function syncDepartments(
  ctx: SyncContext, tenantId: string, doc: DirectorySyncDocument, client: Awaited<ReturnType<typeof openDirectory>>['client'],
  report: SyncReport, fenced: (tx: Tx) => Promise<void>, checkStop: () => void,
): Promise<Map<string, string>> {
  const read = new Map<string, string>();
  if (doc.departmentsBase !== '') {
    const attributes = [doc.mapping.departmentCode, doc.mapping.departmentName];
    for await (const page of pagedEntries(client, { base: doc.departmentsBase, filter: doc.departmentsFilter, attributes, pageSize: doc.pageSize })) {
      checkStop();
      for (const entry of page) {
        const mapped = mapDepartment((a) => firstValue(entry, a), entry.dn, doc);
        if (!mapped.ok) noteRow(report, 'refused', { account: mapped.account, name: mapped.name, detail: mapped.reason });
        else if (read.has(mapped.value.code)) noteRow(report, 'refused', { account: mapped.value.code, name: mapped.value.name, detail: '部门编码重复' });
        else read.set(mapped.value.code, mapped.value.name);
      }
    }
  }
  report.departments.read = read.size;
  const names = new Map<string, string>();
  await ctx.db.transaction(async (tx) => {
    const held = await tx.select({ id: departments.id, code: departments.deptCode, name: departments.deptName, parentId: departments.parentId })
      .from(departments).where(eq(departments.tenantId, tenantId));
    for (const d of held) names.set(d.code, d.name);
    // New departments hang under the university (the root), as the spreadsheet import's do without a parent.
    const root = held.find((d) => d.parentId === null)?.id ?? null;
    const inserts = [...read].filter(([code]) => !names.has(code))
      .map(([code, name]) => ({ id: randomId(32), tenantId, parentId: root, deptCode: code, deptName: name, deptCategory: '目录同步' }));
    const renamed = [...read].filter(([code, name]) => names.has(code) && names.get(code) !== name);
    if (inserts.length > 0) await tx.insert(departments).values(inserts);
    for (const [code, name] of renamed) {
      await tx.update(departments).set({ deptName: name }).where(and(eq(departments.tenantId, tenantId), eq(departments.deptCode, code)));
    }
    report.departments.added += inserts.length;
    report.departments.changed += renamed.length;
    for (const [code, name] of read) names.set(code, name);
    await fenced(tx);
  });
  return names;
}

/** One page of people: who is new, who changed, written with the page's report in one fenced transaction. */
async function writePeople(
  ctx: SyncContext, job: JobRow, tenantId: string, people: MappedPerson[], deptNames: ReadonlyMap<string, string>,
  report: SyncReport, fenced: (tx: Tx) => Promise<void>,
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const now = new Date(ctx.now());
    const held = await heldPeople(tx, tenantId, people.map((p) => p.account));
    const userInserts: Array<typeof users.$inferInsert> = [];
    const directoryInserts: Array<typeof directoryPeople.$inferInsert> = [];
    const seenIds: string[] = [];
    for (const person of people) {
      const deptName = deptNames.get(person.deptCode) ?? '';
      const mine = held.get(person.account);
      const change = diffPerson(mine, person, deptName);
      const row = { account: person.account, name: person.name };
      const directoryRow = { tenantId, account: person.account, dn: person.dn, mail: person.mail, deptCode: person.deptCode, affiliation: person.affiliation, lastSeenJob: job.id, updatedAt: now };
      if (change.kind === 'refused') {
        noteRow(report, 'refused', { ...row, detail: change.reason });
      } else if (change.kind === 'added') {
        const userId = randomId(32);
        userInserts.push({ id: userId, tenantId, account: person.account, passwordHash: UNUSABLE_PASSWORD, realName: person.name, nickName: person.name, roleId: person.roleId, deptName });
        directoryInserts.push({ userId, ...directoryRow });
        noteRow(report, 'added', { ...row, detail: deptName });
      } else if (mine && change.kind === 'changed') {
        await tx.update(users).set({ realName: person.name, nickName: person.name, roleId: person.roleId, deptName, disabledAt: null }).where(eq(users.id, mine.userId));
        await tx.update(directoryPeople).set(directoryRow).where(eq(directoryPeople.userId, mine.userId));
        noteRow(report, 'changed', { ...row, detail: change.fields.join('、') });
      } else if (mine) {
        seenIds.push(mine.userId);
        // A person this job wrote before it was interrupted and resumed is counted already.
        if (mine.lastSeenJob !== job.id) report.unchanged += 1;
      }
    }
    if (userInserts.length > 0) await tx.insert(users).values(userInserts);
    if (directoryInserts.length > 0) await tx.insert(directoryPeople).values(directoryInserts);
    if (seenIds.length > 0) await tx.update(directoryPeople).set({ lastSeenJob: job.id }).where(inArray(directoryPeople.userId, seenIds));
    await fenced(tx);
  });
}

async function heldPeople(tx: Tx, tenantId: string, accounts: string[]): Promise<Map<string, HeldPerson & { lastSeenJob: string }>> {
  const held = new Map<string, HeldPerson & { lastSeenJob: string }>();
  if (accounts.length === 0) return held;
  const rows = await tx.select({
    userId: users.id, account: users.account, realName: users.realName, deptName: users.deptName, roleId: users.roleId, disabledAt: users.disabledAt,
    dn: directoryPeople.dn, mail: directoryPeople.mail, deptCode: directoryPeople.deptCode, affiliation: directoryPeople.affiliation, lastSeenJob: directoryPeople.lastSeenJob,
  }).from(users).leftJoin(directoryPeople, eq(directoryPeople.userId, users.id))
    .where(and(eq(users.tenantId, tenantId), inArray(users.account, accounts)));
  for (const r of rows) {
    held.set(r.account, {
      userId: r.userId, realName: r.realName, deptName: r.deptName, roleId: r.roleId, disabled: r.disabledAt !== null,
      directory: r.dn === null ? null : { dn: r.dn, mail: r.mail ?? '', deptCode: r.deptCode ?? '', affiliation: r.affiliation ?? '' },
      lastSeenJob: r.lastSeenJob ?? '',
    });
  }
  return held;
}

/**
 * Disables the directory's users a complete read did not list, and ends their sessions (their refresh tokens end
 * with them). Never called after a failed or partial read. A read that found nobody while we hold directory users
 * is refused as a likely misconfiguration (a wrong base DN or filter), rather than disabling everyone.
 */
async function disableMissing(
  ctx: SyncContext, tenantId: string, seen: ReadonlySet<string>, report: SyncReport, fenced: (tx: Tx) => Promise<void>, checkStop: () => void,
): Promise<void> {
  const active = await ctx.db.select({ userId: users.id, account: users.account, realName: users.realName })
    .from(directoryPeople).innerJoin(users, eq(users.id, directoryPeople.userId))
    .where(and(eq(directoryPeople.tenantId, tenantId), isNull(users.disabledAt)));
  if (seen.size === 0 && active.length > 0) {
    throw new JobFailure(`目录返回 0 人，而已同步 ${active.length} 人：为防误停用，本次未停用任何用户，请检查人员基准 DN 与过滤条件`);
  }
  const gone = active.filter((u) => !seen.has(u.account.toLowerCase()));
  for (let i = 0; i < gone.length; i += DISABLE_BATCH) {
    checkStop();
    const batch = gone.slice(i, i + DISABLE_BATCH);
    await ctx.db.transaction(async (tx) => {
      const now = new Date(ctx.now());
      const ids = batch.map((u) => u.userId);
      const disabled = await tx.update(users).set({ disabledAt: now }).where(and(inArray(users.id, ids), isNull(users.disabledAt))).returning({ id: users.id });
      await tx.update(ssoSessions).set({ endedAt: now, endReason: 'disabled' }).where(and(inArray(ssoSessions.userId, ids), isNull(ssoSessions.endedAt)));
      const done = new Set(disabled.map((d) => d.id));
      for (const u of batch) if (done.has(u.userId)) noteRow(report, 'disabled', { account: u.account, name: u.realName, detail: '目录中已无此人' });
      await fenced(tx);
    });
  }
}
