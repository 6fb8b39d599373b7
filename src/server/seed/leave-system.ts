import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../db/client';
import { businessSystemKeys, businessSystems, services, users } from '../db/schema';
import { createKey, revokeKey, saveSystem } from '../features/business-systems/services/registry';
import { hashPassword } from '../security/password';
import type { SecretBox } from '../security/secret-box';
import { randomId } from '../../shared/rules/ids';
import { DEMO_TENANT_ID } from './index';

/**
 * The demo's sample business system (examples/leave-system): registered here at every start with the demo seed,
 * through the same registry the studio's 业务系统接入 page uses (ADR 024). Its services open its real pages, and its
 * key goes to a credentials file the sample system reads, never to the log. Run at every start, not once, because
 * the system's address may change between runs (another port).
 */

const SYSTEM_CODE = 'leave';
/** The services the sample owns, each opening its form as configured: dialog (1001) and new tab (1003). */
const OWNED = [{ name: '学生请假申请', openWay: 1001 }, { name: '研究生请假申请', openWay: 1003 }] as const;
/** The dean who approves leave longer than three days; a demo account like admin / teacher / student. */
const DEMO_DEAN = { account: 'dean', password: 'Dean@123', realName: '赵文华', deptName: '计算机科学与技术学院' } as const;

const credentialsSchema = z.object({ keyId: z.string(), secret: z.string(), serviceId: z.string() });
export type LeaveSystemCredentials = z.infer<typeof credentialsSchema>;

function leaveCredentialsFile(dataDir: string): string {
  return path.join(dataDir, 'leave-system', 'portal-credentials.json');
}

export async function registerDemoLeaveSystem(db: Db, box: SecretBox, options: { url: string; dataDir: string; nowMs: number }): Promise<LeaveSystemCredentials> {
  const tenantId = DEMO_TENANT_ID;
  const owned = await db.select({ serviceId: services.serviceId, serviceName: services.serviceName }).from(services)
    .where(and(eq(services.tenantId, tenantId), inArray(services.serviceName, OWNED.map((o) => o.name))));
  const leave = owned.find((s) => s.serviceName === OWNED[0].name);
  if (!leave) throw new Error('the demo seed has no 学生请假申请 service');
  for (const { name, openWay } of OWNED) {
    await db.update(services).set({ serviceUrl: `${options.url}/apply`, accessWay: '5', openWay })
      .where(and(eq(services.tenantId, tenantId), eq(services.serviceName, name)));
  }
  await ensureDean(db, tenantId);

  const [existing] = await db.select({ id: businessSystems.id }).from(businessSystems)
    .where(and(eq(businessSystems.tenantId, tenantId), eq(businessSystems.code, SYSTEM_CODE)));
  const system = await saveSystem(db, tenantId, {
    ...(existing ? { id: existing.id } : {}),
    code: SYSTEM_CODE, name: '学生请假系统', contact: '学生工作部（处） 刘老师 0571-8827 3301', flowType: '学工',
    scopes: ['todos', 'applications', 'messages'], serviceIds: owned.map((s) => s.serviceId), status: 'active',
  }, options.nowMs);

  const file = leaveCredentialsFile(options.dataDir);
  const saved = await readFile(file, 'utf8').then((text) => credentialsSchema.parse(JSON.parse(text)), () => null);
  const live = await db.select({ keyId: businessSystemKeys.keyId }).from(businessSystemKeys)
    .where(and(eq(businessSystemKeys.systemId, system.id), isNull(businessSystemKeys.revokedAt)));
  if (saved && saved.serviceId === leave.serviceId && live.some((k) => k.keyId === saved.keyId)) return saved;
  // The file is gone or names a key no longer live: the old keys go, a new one is made and written down.
  for (const key of live) await revokeKey(db, tenantId, key.keyId, options.nowMs);
  const made = await createKey(db, box, tenantId, system.id, options.nowMs);
  const credentials = { keyId: made.keyId, secret: made.secret, serviceId: leave.serviceId };
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, JSON.stringify(credentials), { mode: 0o600 });
  await chmod(file, 0o600);
  return credentials;
}

async function ensureDean(db: Db, tenantId: string): Promise<void> {
  const [dean] = await db.select({ id: users.id }).from(users).where(and(eq(users.tenantId, tenantId), eq(users.account, DEMO_DEAN.account)));
  if (dean) return;
  const [teacher] = await db.select({ roleId: users.roleId }).from(users).where(and(eq(users.tenantId, tenantId), eq(users.account, 'teacher')));
  if (!teacher) return;
  await db.insert(users).values({
    id: randomId(19), tenantId, account: DEMO_DEAN.account, realName: DEMO_DEAN.realName, nickName: DEMO_DEAN.realName,
    deptName: DEMO_DEAN.deptName, roleId: teacher.roleId, passwordHash: await hashPassword(DEMO_DEAN.password),
  });
}
