import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { schoolSignInStudio, schoolSignInSubmit } from '../../src/shared/api/catalogue/school-sign-in-config';
import { getSessionValidTime } from '../../src/shared/api/catalogue/session';
import { DEFAULT_TENANT_ID } from '../../src/shared/schema/auth';
import { signInAddresses, type SchoolSignInSubmit } from '../../src/shared/schema/school-sign-in-config';
import {
  LEMONLDAP_CAS_ATTRIBUTES, LEMONLDAP_OIDC_CLAIMS, startLemonLdap, type LemonLdap, type LemonLdapUser,
} from '../support/identity/lemonldap';
import { postJson, type TestPortal } from '../support/portal-client';
import { until } from '../support/until';
import { acknowledgeNotices, DEMO, expect, settled, test } from './fixtures';

/**
 * Signing in through the school's identity provider (ADR 022) in Chromium, against LemonLDAP::NG from Debian started
 * on loopback (tests/support/identity/lemonldap.ts): the person signs in on the provider's own page, and a logout at
 * the provider ends the portal's session.
 */

const ROLE = { teacher: '1123598816738675202', student: '1123598816738675203' } as const;
const DEPT_NAMES: Record<string, string> = { JX: '机械工程学院', DQ: '电气与电子工程学院', JSJ: '计算机科学与技术学院' };
// Letters and digits only: LemonLDAP 2.16 does not form-decode client_secret_basic (tests/support/identity/lemonldap.ts).
const CLIENT = { clientId: 'serviceHallE2e', clientSecret: 'e2eLemonLdapClientSecret0123456789' };
const SCHOOL_BUTTON = /统一身份认证登录/;

/** Where to save screenshots, when asked (E2E_SCREENSHOT_DIR); none otherwise. */
async function screenshot(page: Page, name: string): Promise<void> {
  const dir = process.env.E2E_SCREENSHOT_DIR;
  if (dir) await page.screenshot({ path: join(dir, name), fullPage: true });
}

/** The provider's attribute or claim names as our attribute mapping. */
function mappingOf(names: typeof LEMONLDAP_CAS_ATTRIBUTES | typeof LEMONLDAP_OIDC_CLAIMS): SchoolSignInSubmit['mapping'] {
  return { account: names.account, name: names.name, mail: names.mail, deptCode: names.department, affiliation: names.affiliation };
}

function settingsFor(mode: SchoolSignInSubmit['mode'], serverUrl: string, idp: { casUrl: string; oidcIssuer: string }): SchoolSignInSubmit {
  return {
    mode,
    siteUrl: serverUrl,
    cas: { serverUrl: idp.casUrl },
    oidc: { issuer: idp.oidcIssuer, clientId: CLIENT.clientId, clientSecret: CLIENT.clientSecret, scopes: 'openid profile email' },
    mapping: mappingOf(mode === 'oidc' ? LEMONLDAP_OIDC_CLAIMS : LEMONLDAP_CAS_ATTRIBUTES),
    roleRules: [{ value: 'student', roleId: ROLE.student }, { value: 'teacher', roleId: ROLE.teacher }],
    defaultRoleId: '',
    provisioning: { allowed: true, contact: '信息化建设与管理中心（电话 0001）' },
    logout: 'idp',
    timeoutSeconds: 10,
  };
}

/** Saves the sign-in settings as the draft and publishes them: the login page follows at once. */
async function publish(adminApi: TestPortal, settings: SchoolSignInSubmit): Promise<void> {
  await adminApi.api.call(schoolSignInSubmit, settings);
  await adminApi.api.call(schoolSignInStudio.publish, { note: `e2e: ${settings.mode}` });
}

/**
 * From our login page through the provider's own sign-in page to the home page, whose welcome strip names the person,
 * the role the rules gave and the department the provider said.
 */
async function signInAtSchool(page: Page, idp: LemonLdap, user: LemonLdapUser, roleName: string): Promise<void> {
  await page.goto('/login');
  await page.getByRole('button', { name: SCHOOL_BUTTON }).click();
  await page.waitForURL((url) => url.href.startsWith(idp.portalUrl));
  await page.locator('#userfield').fill(user.login);
  await page.locator('#passwordfield').fill(user.password);
  await page.locator('#lform button[type="submit"]').click();
  await page.waitForURL(/\/homePage/);
  const welcome = page.locator('.hp-welcome');
  await expect(welcome.getByRole('heading', { level: 1 })).toContainText(user.name);
  await expect(welcome.locator('dd').first()).toHaveText(roleName);
  await expect(welcome.locator('dd').nth(1)).toHaveText(DEPT_NAMES[user.department] ?? user.department);
}

/**
 * After a logout at the provider (in another tab of the same browser), the portal tab is signed out: its session
 * watch (SESS-01, every 30 s; the page's clock is moved on rather than waited for) shows the expiry dialog saying why
 * (ADR 025: the session ended at the school's provider), or a call answered 401 has already sent it to the login page.
 */
async function expectSignedOutByProvider(page: Page): Promise<void> {
  const expired = page.getByRole('dialog').filter({ hasText: /您已在学校统一身份认证中退出登录|登录已失效/ });
  const signedOut = () => expired.isVisible().then((shown) => shown || new URL(page.url()).pathname === '/login');
  for (let jump = 0; jump < 5 && !(await signedOut()); jump += 1) {
    const checked = page.waitForResponse((r) => r.url().includes('/nobody/cas/getSessionValidTime'), { timeout: 10_000 }).catch(() => undefined);
    await page.clock.fastForward(31_000);
    await checked;
    await expect.poll(signedOut, { timeout: 3_000 }).toBe(true).catch(() => undefined);
  }
  await expect.poll(signedOut, { timeout: 5_000 }).toBe(true);
}

test.describe('signing in through the school (LemonLDAP::NG)', () => {
  let idp: LemonLdap;

  test.beforeAll(async ({ serverUrl }) => {
    const addresses = signInAddresses(serverUrl, DEFAULT_TENANT_ID);
    idp = await startLemonLdap({
      casServices: [addresses.casService],
      oidcClient: {
        ...CLIENT,
        redirectUris: [addresses.oidcRedirect],
        postLogoutRedirectUris: [addresses.oidcPostLogout],
        backChannelLogoutUri: addresses.oidcBackChannelLogout,
      },
    });
  });

  test.afterAll(async ({ adminApi, serverUrl }) => {
    // The other specs sign in with our own form: it is what the tenant offers again.
    if (idp) await publish(adminApi, settingsFor('form', serverUrl, idp));
    await idp?.stop();
  });

  test('[AUTH-01] [SESS-01] CAS: a student signs in on LemonLDAP, lands on /homePage as themselves, and a logout at LemonLDAP signs the tab out', async ({ newPage, adminApi, serverUrl }) => {
    await publish(adminApi, settingsFor('cas', serverUrl, idp));
    const student = idp.users.find((user) => user.login === 'rtyler');
    if (!student) throw new Error('no demo student rtyler');

    for (const width of [1440, 375]) {
      const { page } = await newPage({ viewport: { width, height: width > 800 ? 900 : 812 } });
      await page.goto('/login');
      await expect(page.getByRole('button', { name: SCHOOL_BUTTON })).toBeVisible();
      await screenshot(page, `school-sign-in-login-${width}.png`);
      await page.close();
    }

    const { page, context } = await newPage();
    await page.clock.install();
    await signInAtSchool(page, idp, student, '学生');
    await page.waitForLoadState('networkidle');
    await settled(page);
    await screenshot(page, 'school-sign-in-cas-home.png');

    // The tab's SSO ticket lives until LemonLDAP's back-channel logoutRequest ends it, within seconds of the logout.
    const ticket = (await context.cookies()).find((cookie) => cookie.name === 'serviceHall_tgt')?.value ?? '';
    const secondsLeft = async () => {
      const answer = await postJson({ baseUrl: serverUrl }, getSessionValidTime.path, { casTicket: ticket });
      return (answer.body as { data: { expireTime: number } | null }).data?.expireTime;
    };
    expect(await secondsLeft()).toBeGreaterThan(0);
    const provider = await context.newPage();
    await provider.goto(idp.logoutUrl);
    await until('the SSO session ended by the CAS back-channel logout', secondsLeft, (left) => left === 0, { timeoutMs: 10_000, intervalMs: 200 });
    // The provider's session is over: its portal asks for a password again.
    await provider.goto(idp.portalUrl);
    await expect(provider.locator('#lform')).toBeVisible();
    await expectSignedOutByProvider(page);
  });

  test('[AUTH-01] [TOKEN-02] OIDC: a student signs in on LemonLDAP, lands on /homePage as themselves; our sign-out ends the provider session too', async ({ newPage, adminApi, serverUrl }) => {
    await publish(adminApi, settingsFor('oidc', serverUrl, idp));
    const student = idp.users.find((user) => user.login === 'msmith');
    if (!student) throw new Error('no demo student msmith');
    const { page } = await newPage();
    await signInAtSchool(page, idp, student, '学生');

    // 退出登录 goes through the provider's end_session_endpoint, which ends its session and sends the browser back.
    // The page shows /login?logout=true itself before it leaves for the provider: what counts is the provider's
    // redirect back to it.
    const backFromProvider = page.waitForRequest((request) => request.isNavigationRequest()
      && request.url().startsWith(`${serverUrl}/login?logout=true`)
      && (request.redirectedFrom()?.url().startsWith(`${idp.oidcIssuer}/oauth2/logout`) ?? false));
    await acknowledgeNotices(page);
    await page.getByRole('button', { name: /用户菜单/ }).click();
    await page.getByRole('menuitem', { name: '退出登录' }).or(page.getByRole('button', { name: '退出登录' })).first().click();
    await backFromProvider;
    await page.waitForLoadState('load');
    await expect(page.getByRole('button', { name: SCHOOL_BUTTON })).toBeVisible();
    await page.goto(idp.portalUrl);
    await expect(page.locator('#lform')).toBeVisible();
  });

  test('[AUTH-01] [AUTH-03] break-glass: with an identity provider address that answers nothing, an administrator still signs in with our own form', async ({ newPage, adminApi, serverUrl }) => {
    await publish(adminApi, { ...settingsFor('oidc', serverUrl, idp), oidc: { ...settingsFor('oidc', serverUrl, idp).oidc, issuer: 'http://127.0.0.1:9' } });
    const { page } = await newPage();
    await page.goto('/login');
    await page.getByRole('button', { name: SCHOOL_BUTTON }).click();
    await expect(page.getByRole('alert')).toContainText('无法连接学校统一身份认证服务');
    expect(new URL(page.url()).pathname).toBe('/login');

    await page.getByRole('link', { name: /管理员登录/ }).click();
    await page.waitForURL(/[?&]local=1/);
    await page.getByLabel('账号').fill(DEMO.admin.account);
    await page.getByLabel('密码').fill(DEMO.admin.password);
    await page.getByRole('button', { name: '登录', exact: true }).click();
    await page.waitForURL(/\/homePage/);
    await expect(page.getByText(DEMO.admin.realName).first()).toBeVisible();
  });
});
