import type { FastifyRequest } from 'fastify';
import { AppError } from '../../http/app-error';
import type { AuthUser } from '../../http/auth-types';
import { DEFAULT_TENANT_ID } from '../../../shared/schema/auth';

/** A visitor's tenant: the signed-in user's, else the Tenant-Id header the client always sends, else the default. */
export function tenantOfVisitor(request: FastifyRequest, user: AuthUser | null): string {
  if (user) return user.tenantId;
  const value = request.headers['tenant-id'];
  if (typeof value !== 'string' || value === '') return DEFAULT_TENANT_ID;
  if (!/^\d{6}$/.test(value)) throw new AppError('VALIDATION', { msg: 'Tenant-Id：租户编号应为 6 位数字' });
  return value;
}
