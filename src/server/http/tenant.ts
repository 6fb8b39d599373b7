import type { FastifyRequest } from 'fastify';
import { DEFAULT_TENANT_ID } from '../../shared/schema/auth';
import { AppError } from './app-error';

/**
 * The tenant a call acts in: the signed-in user's, else the Tenant-Id header the client always sends, else the
 * default tenant. Pass no user where the answer is always a visitor's view (the `nobody` calls), even when a token
 * rides along.
 */
export function tenantOfRequest(request: FastifyRequest, user: { tenantId: string } | null = null): string {
  if (user) return user.tenantId;
  const value = request.headers['tenant-id'];
  if (typeof value !== 'string' || value === '') return DEFAULT_TENANT_ID;
  if (!/^\d{6}$/.test(value)) throw new AppError('VALIDATION', { msg: 'Tenant-Id：租户编号应为 6 位数字' });
  return value;
}
