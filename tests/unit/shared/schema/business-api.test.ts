import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  applicationEventSchema, businessCanonicalText, messageSendRequestSchema, signBusinessRequest, todoUpsertRequestSchema,
} from '../../../../src/shared/schema/business-api';

describe('the business API signing helper (ADR 024)', () => {
  it('signs the canonical text with HMAC-SHA256 exactly as node:crypto computes it', async () => {
    const body = JSON.stringify({ applicationId: 'A-1', nodeName: '辅导员审批', handler: 't001', handleUrl: 'https://x.example/a' });
    const headers = await signBusinessRequest({
      method: 'put', target: '/api/open/v1/todos/T-1', body, keyId: 'bk_abc', secret: 'bs_secret', timestamp: 1_764_190_000, nonce: 'n'.repeat(16),
    });
    const text = ['SH1-HMAC-SHA256', 'PUT', '/api/open/v1/todos/T-1', '1764190000', 'n'.repeat(16), createHash('sha256').update(body).digest('hex')].join('\n');
    expect(businessCanonicalText('put', '/api/open/v1/todos/T-1', '1764190000', 'n'.repeat(16), createHash('sha256').update(body).digest('hex'))).toBe(text);
    expect(headers).toEqual({
      'x-sh-key-id': 'bk_abc', 'x-sh-timestamp': '1764190000', 'x-sh-nonce': 'n'.repeat(16),
      'x-sh-signature': createHmac('sha256', 'bs_secret').update(text).digest('base64url'),
    });
  });

  it('makes a fresh nonce of the allowed form for every request', async () => {
    const a = await signBusinessRequest({ method: 'GET', target: '/api/open/v1/whoami', keyId: 'bk_abc', secret: 's' });
    const b = await signBusinessRequest({ method: 'GET', target: '/api/open/v1/whoami', keyId: 'bk_abc', secret: 's' });
    expect(a['x-sh-nonce']).toMatch(/^[A-Za-z0-9_-]{16,64}$/);
    expect(a['x-sh-nonce']).not.toBe(b['x-sh-nonce']);
  });
});

describe('the business API request schemas', () => {
  it('refuses addresses that are not http(s) and ids with other characters', () => {
    const bad = todoUpsertRequestSchema.safeParse({ applicationId: 'A 1', nodeName: '审批', handler: 't', handleUrl: 'javascript:alert(1)' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues.map((i) => i.path[0]).sort()).toEqual(['applicationId', 'handleUrl']);
  });

  it('knows each event type by its fields, and needs a recipient for a message', () => {
    expect(applicationEventSchema.safeParse({ eventId: 'e', type: 'finished' }).success).toBe(true);
    expect(applicationEventSchema.safeParse({ eventId: 'e', type: 'step_finished', stepId: 's', result: 'maybe' }).success).toBe(false);
    expect(applicationEventSchema.safeParse({ eventId: 'e', type: 'teleported' }).success).toBe(false);
    expect(messageSendRequestSchema.safeParse({ messageId: 'm', title: 't', content: 'c', to: {} }).success).toBe(false);
  });
});
