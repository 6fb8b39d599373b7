import { z } from 'zod/mini';
import { BUSINESS_DELIVERY_KINDS, businessScopeSchema } from './business-api';

/**
 * The studio's 业务系统接入 page (ADR 024, menu businessSystemConfig): registering business systems, their signing
 * keys (the secret shown once) and their recent deliveries. The inbound API itself is in business-api.ts.
 */

const int = () => z.int();
const text = (max: number, label: string) => z.string().check(z.trim(), z.maxLength(max, `${label}不能超过 ${max} 个字符`));
const required = (max: number, label: string) => text(max, label).check(z.minLength(1, `请输入${label}`));

export const businessKeyViewSchema = z.object({
  keyId: z.string(),
  createdAt: z.string(),
  revokedAt: z.nullable(z.string()),
  lastUsedAt: z.nullable(z.string()),
});

export const businessSystemViewSchema = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  contact: z.string(),
  flowType: z.string(),
  scopes: z.array(businessScopeSchema),
  status: z.enum(['active', 'disabled']),
  services: z.array(z.object({ serviceId: z.string(), serviceName: z.string() })),
  keys: z.array(businessKeyViewSchema),
  /** Calls in the last 24 hours, and how many of them were refused. */
  calls24h: int(),
  refused24h: int(),
  createdAt: z.string(),
});
export type BusinessSystemView = z.infer<typeof businessSystemViewSchema>;

export const businessSystemListSchema = z.object({ systems: z.array(businessSystemViewSchema) });

export const businessSystemSaveSchema = z.object({
  /** Absent: a new system. */
  id: z.optional(z.string().check(z.maxLength(32))),
  code: required(32, '系统编码').check(z.regex(/^[a-z][a-z0-9-]*$/, '系统编码须以小写字母开头，只含小写字母、数字和 -')),
  name: required(64, '系统名称'),
  contact: text(200, '联系人'),
  /** The to-do card's flow its to-dos count under (e.g. 学工). */
  flowType: required(32, '待办分类'),
  scopes: z.array(businessScopeSchema).check(z.minLength(1, '请至少选择一项权限')),
  serviceIds: z.array(z.string().check(z.maxLength(32))).check(z.maxLength(200, '一个系统最多 200 个服务')),
  status: z.enum(['active', 'disabled']),
});
export type BusinessSystemSave = z.infer<typeof businessSystemSaveSchema>;

export const businessSystemIdSchema = z.object({ id: z.string().check(z.minLength(1), z.maxLength(32)) });
export const businessKeyIdSchema = z.object({ keyId: z.string().check(z.minLength(1), z.maxLength(40)) });

/** A new key: the secret is in this answer only, never again. */
export const businessKeyCreatedSchema = z.object({ keyId: z.string(), secret: z.string(), system: businessSystemViewSchema });

export const businessServiceOptionsSchema = z.object({
  services: z.array(z.object({ serviceId: z.string(), serviceName: z.string(), ownerId: z.nullable(z.string()), ownerName: z.string() })),
});

export const businessDeliveriesRequestSchema = z.object({
  id: z.string().check(z.minLength(1), z.maxLength(32)),
  onlyRefused: z.optional(z.boolean()),
});

export const businessDeliverySchema = z.object({
  id: z.string(),
  kind: z.enum(BUSINESS_DELIVERY_KINDS),
  externalId: z.string(),
  outcome: z.enum(['accepted', 'duplicate', 'refused']),
  httpStatus: int(),
  errorCode: z.string(),
  errorMessage: z.string(),
  durationMs: int(),
  keyId: z.string(),
  createdAt: z.string(),
});
export type BusinessDelivery = z.infer<typeof businessDeliverySchema>;

export const businessDeliveriesSchema = z.object({ deliveries: z.array(businessDeliverySchema) });
