import { z } from 'zod/mini';
import { defineCall } from './define-call';
import {
  businessDeliveriesRequestSchema, businessDeliveriesSchema, businessKeyCreatedSchema, businessKeyIdSchema, businessServiceOptionsSchema,
  businessSystemIdSchema, businessSystemListSchema, businessSystemSaveSchema, businessSystemViewSchema,
} from '../../schema/business-systems';

/**
 * 业务系统接入 (ADR 024), granted by the configuration menu businessSystemConfig: the business systems that call the
 * inbound API (/api/open/v1), their keys and their deliveries.
 */

const BASE = '/api/blade-platform/businesssystems';

export const businessSystemList = defineCall({
  name: 'businessSystemList', method: 'POST', path: `${BASE}/list`, request: z.object({}), response: businessSystemListSchema,
});

/** Registers a system or changes one (its services, scopes, status). */
export const businessSystemSave = defineCall({
  name: 'businessSystemSave', method: 'POST', path: `${BASE}/save`, request: businessSystemSaveSchema, response: businessSystemViewSchema,
});

/** Every service of the tenant and the system that owns it, for the services picker. */
export const businessServiceOptions = defineCall({
  name: 'businessServiceOptions', method: 'POST', path: `${BASE}/services`, request: z.object({}), response: businessServiceOptionsSchema,
});

/** A new key (at most two live ones: rotation); its secret is answered once. */
export const businessKeyCreate = defineCall({
  name: 'businessKeyCreate', method: 'POST', path: `${BASE}/keys/create`, request: businessSystemIdSchema, response: businessKeyCreatedSchema,
});

export const businessKeyRevoke = defineCall({
  name: 'businessKeyRevoke', method: 'POST', path: `${BASE}/keys/revoke`, request: businessKeyIdSchema, response: businessSystemViewSchema,
});

/** The system's latest 100 deliveries, newest first (only the refused ones when asked). */
export const businessDeliveries = defineCall({
  name: 'businessDeliveries', method: 'POST', path: `${BASE}/deliveries`, request: businessDeliveriesRequestSchema, response: businessDeliveriesSchema,
});
