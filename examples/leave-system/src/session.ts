import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Who is using the sample system's pages: what the portal's combined sign-in said (OPEN-02), signed with the
 * system's own key and carried in a cookie and, for frames whose browser withholds cookies, in the pages' links
 * and forms as well. It lasts a working day; after that the user comes in from the portal again.
 */

export interface SessionUser {
  account: string;
  name: string;
  roleType: string;
  deptName: string;
  themeColor: string;
}

const LIFETIME_MS = 8 * 3600_000;
export const SESSION_COOKIE = 'leave_session';

export function sealSession(user: SessionUser, key: string, nowMs: number): string {
  const payload = Buffer.from(JSON.stringify({ ...user, exp: nowMs + LIFETIME_MS })).toString('base64url');
  return `${payload}.${mac(payload, key)}`;
}

export function openSession(token: string | undefined, key: string, nowMs: number): SessionUser | null {
  if (!token) return null;
  const [payload, signature] = token.split('.');
  if (!payload || !signature) return null;
  const expected = Buffer.from(mac(payload, key));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const value = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as SessionUser & { exp: number };
    if (typeof value.exp !== 'number' || value.exp <= nowMs) return null;
    return { account: value.account, name: value.name, roleType: value.roleType, deptName: value.deptName, themeColor: value.themeColor };
  } catch {
    return null;
  }
}

function mac(payload: string, key: string): string {
  return createHmac('sha256', key).update(payload).digest('base64url');
}

/** The value of one cookie of a Cookie header. */
export function readCookie(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const [k, ...v] = part.trim().split('=');
    if (k === name) return v.join('=');
  }
  return undefined;
}
