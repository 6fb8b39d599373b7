import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { tenantOfRequest } from '../../../../src/server/http/tenant';
import { DEFAULT_TENANT_ID } from '../../../../src/shared/schema/auth';

function requestWith(headers: Record<string, string | string[]>): FastifyRequest {
  return { headers } as unknown as FastifyRequest;
}

describe('tenantOfRequest', () => {
  it('takes the signed-in user’s tenant over the header', () => {
    expect(tenantOfRequest(requestWith({ 'tenant-id': '100001' }), { tenantId: '100002' })).toBe('100002');
  });

  it('takes the Tenant-Id header of a visitor', () => {
    expect(tenantOfRequest(requestWith({ 'tenant-id': '100001' }))).toBe('100001');
  });

  it('falls back to the default tenant without a usable header', () => {
    expect(tenantOfRequest(requestWith({}))).toBe(DEFAULT_TENANT_ID);
    expect(tenantOfRequest(requestWith({ 'tenant-id': '' }))).toBe(DEFAULT_TENANT_ID);
    expect(tenantOfRequest(requestWith({ 'tenant-id': ['100001', '100002'] }))).toBe(DEFAULT_TENANT_ID);
  });

  it('refuses a header that is not six digits', () => {
    expect(() => tenantOfRequest(requestWith({ 'tenant-id': '10001x' }))).toThrow(/6 位数字/);
  });
});
