import { timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import ipaddr from 'ipaddr.js';
import { AppError } from '../../http/app-error';
import type { Authenticator } from '../../http/auth-types';

/**
 * The configuration menu whose holders may read the metrics: the studio's monitoring area (效能监测配置), the one
 * administrators who watch the service already hold. The metrics carry no tenant's data — route templates, counts,
 * durations, process figures — so any tenant's holder may read the process-wide figures.
 */
const METRICS_MENU = 'effectivenessMonitoringConfig';

/** Address ranges a scraper may send METRICS_TOKEN from: this host and the private networks of a deployment. */
const INTERNAL_RANGES = new Set(['loopback', 'private', 'uniqueLocal']);

/** True for loopback and private addresses, IPv4-mapped IPv6 included; false for anything unparsable. */
function isInternalAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  return INTERNAL_RANGES.has(ipaddr.process(address).range());
}

function bearerOf(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return null;
  const match = /^bearer\s+(\S+)$/i.exec(header.trim());
  return match?.[1] ?? null;
}

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

export interface MetricsAccessDeps {
  authenticator: Authenticator;
  metricsToken: string | undefined;
}

/**
 * Lets the request through, or throws: a scraper's `Authorization: Bearer <METRICS_TOKEN>` counts only from an
 * internal address (request.ip, which honours X-Forwarded-For from TRUST_PROXY peers only), so a leaked token is no
 * use from outside; otherwise the portal's own access token of a user holding METRICS_MENU.
 */
export async function assertMayReadMetrics(request: FastifyRequest, { authenticator, metricsToken }: MetricsAccessDeps): Promise<void> {
  const bearer = bearerOf(request);
  if (bearer !== null) {
    if (metricsToken === undefined || !sameSecret(bearer, metricsToken)) throw new AppError('UNAUTHENTICATED');
    if (!isInternalAddress(request.ip)) throw new AppError('FORBIDDEN');
    return;
  }
  const user = await authenticator.authenticate(request);
  if (!(await authenticator.hasMenu(user, METRICS_MENU))) throw new AppError('FORBIDDEN');
}
