import { schoolSignInStudio, schoolSignInSubmit } from '../../../src/shared/api/catalogue/school-sign-in-config';
import { loginResultSchema, type LoginResult } from '../../../src/shared/schema/auth';
import type { SchoolSignInSubmit } from '../../../src/shared/schema/school-sign-in-config';
import type { TestPortal } from '../portal-client';

/** The studio's save and publish of the sign-in area, as an administrator's portal sends them. */
export async function publishSignIn(admin: TestPortal, settings: SchoolSignInSubmit): Promise<void> {
  await admin.api.call(schoolSignInSubmit, settings);
  await admin.api.call(schoolSignInStudio.publish, { note: '' });
}

/** Settings a test starts from: everything filled, the mode and provider addresses its own. */
export function baseSettings(overrides: Partial<SchoolSignInSubmit>): SchoolSignInSubmit {
  return {
    mode: 'form', siteUrl: '', cas: { serverUrl: '' },
    oidc: { issuer: '', clientId: '', scopes: 'openid profile email' },
    mapping: { account: '', name: 'name', mail: 'email', deptCode: 'department', affiliation: 'affiliation' },
    roleRules: [{ value: 'teacher', roleId: '1123598816738675202' }, { value: 'student', roleId: '1123598816738675203' }],
    defaultRoleId: '', provisioning: { allowed: true, contact: '信息化中心 电话 8888' }, logout: 'idp', timeoutSeconds: 5,
    ...overrides,
  };
}

/** A browser on our own site: its cookies (the flow cookie), the redirects of our sign-in routes, the hand-over. */
export class HallBrowser {
  private readonly cookies = new Map<string, string>();

  constructor(private readonly baseUrl: string) {}

  async request(pathOrUrl: string, init: RequestInit = {}): Promise<Response> {
    const cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const url = pathOrUrl.startsWith('http') ? pathOrUrl : `${this.baseUrl}${pathOrUrl}`;
    const response = await fetch(url, { ...init, redirect: 'manual', headers: { ...(init.headers as Record<string, string>), ...(cookie ? { cookie } : {}) } });
    for (const header of response.headers.getSetCookie()) {
      const [pair = ''] = header.split(';');
      const split = pair.indexOf('=');
      const value = pair.slice(split + 1);
      if (value === '' || /max-age=0/i.test(header)) this.cookies.delete(pair.slice(0, split));
      else this.cookies.set(pair.slice(0, split), value);
    }
    return response;
  }

  /** Where a GET of ours redirects. */
  async redirectOf(pathOrUrl: string): Promise<URL> {
    const response = await this.request(pathOrUrl);
    const location = response.headers.get('location');
    if (response.status !== 303 || !location) throw new Error(`${pathOrUrl} answered ${response.status}: ${await response.text()}`);
    return new URL(location, this.baseUrl);
  }

  /** The login button: our start route, answering the provider's address. */
  start(next = '/homePage', tenantId = '000000'): Promise<URL> {
    return this.redirectOf(`/api/sso/${tenantId}/start?next=${encodeURIComponent(next)}`);
  }

  /** The login page's hand-over: the one-time code for the LoginResult, or the envelope of the refusal. */
  async exchange(code: string): Promise<{ ok: true; login: LoginResult } | { ok: false; http: number; msg: string }> {
    const response = await this.request('/api/sso/exchange', {
      method: 'POST', body: JSON.stringify({ code }), headers: { 'content-type': 'application/json', 'tenant-id': '000000' },
    });
    const body = await response.json() as { status: number; msg: string; result: unknown };
    if (body.status === 1000) return { ok: true, login: loginResultSchema.parse(body.result) };
    return { ok: false, http: response.status, msg: body.msg };
  }

  forgetCookies(): void {
    this.cookies.clear();
  }
}
