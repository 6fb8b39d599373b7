import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { FeatureContext } from '../../context';
import type { Db } from '../../db/client';
import {
  businessSystems, businessSystemServices, departments, messageRecipients, messages, processes, processNodes, services, stagingRows,
} from '../../db/schema';
import { registerCall } from '../../http/route';
import type { UserViewer } from '../../http/viewer';
import { userViewer } from '../../http/viewer';
import { checkOpenAddress } from '../../../shared/api/catalogue/open-check';
import type { OpenCheckAnswer, OpenCheckRequest } from '../../../shared/schema/open-check';
import { createAddressProbe } from './probe';

interface Stored { url: string; systemName: string | null; contact: string | null; deptName: string | null; deptPhone: string | null }

/**
 * The address the viewer would open and who serves it: a service of the tenant (its owning system, else its
 * department), one of the viewer's own to-dos or 暂存表 rows (the system that reported it, else the service's
 * department), a message sent to the user (its system, else its sending office). Anyone else's item is answered
 * as absent.
 */
async function storedAddress(db: Db, viewer: UserViewer, input: OpenCheckRequest): Promise<Stored | null> {
  const who = { systemName: businessSystems.name, contact: businessSystems.contact, deptName: departments.deptName, deptPhone: departments.phone };
  if (input.kind === 'service') {
    const [row] = await db.select({ url: services.serviceUrl, ...who }).from(services)
      .leftJoin(businessSystemServices, eq(businessSystemServices.serviceId, services.serviceId))
      .leftJoin(businessSystems, eq(businessSystems.id, businessSystemServices.systemId))
      .leftJoin(departments, eq(departments.id, services.serviceDeptId))
      .where(and(eq(services.tenantId, viewer.tenantId), eq(services.serviceId, input.id), eq(services.status, 1)));
    return row ?? null;
  }
  if (input.kind === 'todo') {
    const [row] = await db.select({ url: processNodes.handleUrl, ...who }).from(processNodes)
      .innerJoin(processes, eq(processes.id, processNodes.processId))
      .leftJoin(services, eq(services.serviceId, processes.serviceId))
      .leftJoin(businessSystems, eq(businessSystems.id, processNodes.businessSystemId))
      .leftJoin(departments, eq(departments.id, services.serviceDeptId))
      .where(and(eq(processNodes.id, input.id), eq(processNodes.handlerId, viewer.userId)));
    return row ?? null;
  }
  if (input.kind === 'message') {
    // A message no business system sent names its sending office (fromUserName): that department's phone, if any.
    const [row] = await db.select({
      url: messages.url, systemName: sql<string>`coalesce(${businessSystems.name}, ${messages.fromUserName})`,
      contact: sql<string>`coalesce(${businessSystems.contact}, ${departments.phone}, '')`, deptName: messages.fromUserName, deptPhone: departments.phone,
    }).from(messageRecipients)
      .innerJoin(messages, eq(messages.id, messageRecipients.messageId))
      .leftJoin(businessSystems, eq(businessSystems.id, messages.businessSystemId))
      .leftJoin(departments, and(eq(departments.tenantId, messages.tenantId), eq(departments.deptName, messages.fromUserName)))
      .where(and(eq(messageRecipients.messageId, input.id), eq(messageRecipients.userId, viewer.userId), isNull(messages.deletedAt)))
      .limit(1);
    return row ?? null;
  }
  const [row] = await db.select({ url: stagingRows.url, ...who }).from(stagingRows)
    .leftJoin(processes, eq(processes.id, stagingRows.processId))
    .leftJoin(services, eq(services.serviceId, processes.serviceId))
    .leftJoin(businessSystems, eq(businessSystems.id, processes.businessSystemId))
    .leftJoin(departments, eq(departments.id, services.serviceDeptId))
    .where(and(eq(stagingRows.id, input.id), eq(stagingRows.userId, viewer.userId), eq(stagingRows.tenantId, viewer.tenantId)));
  return row ?? null;
}

/** ADR 031: whether the address of a service, to-do or draft answers, checked just before the portal opens it. */
export async function registerOpenCheckRoutes(app: FastifyInstance, feature: FeatureContext): Promise<void> {
  const { authenticator, db, env, now } = feature;
  const probe = createAddressProbe({
    allowHosts: env.DATA_SOURCE_ALLOW_HOSTS,
    ...(env.SEED_DEMO && env.DEMO_LEAVE_SYSTEM_URL ? { demoOrigin: env.DEMO_LEAVE_SYSTEM_URL } : {}),
    now,
  });

  registerCall(app, authenticator, checkOpenAddress, { access: 'user' }, async (input, { user }): Promise<OpenCheckAnswer> => {
    const stored = await storedAddress(db, userViewer(user), input);
    if (!stored) return { verdict: 'unknown', systemName: '', contact: '' };
    const systemName = stored.systemName ?? stored.deptName ?? '';
    const contact = stored.systemName !== null ? stored.contact ?? '' : stored.deptPhone ?? '';
    // A portal path, an empty or non-http address: the opener's own rules decide (resolveOpenableUrl).
    if (!/^https?:\/\//i.test(stored.url.trim())) return { verdict: 'unknown', systemName, contact };
    const outcome = await probe.check(stored.url.trim());
    return { verdict: outcome === 'refused' ? 'unknown' : outcome, systemName, contact };
  });
}
