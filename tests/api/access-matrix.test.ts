import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import * as catalogue from '../../src/shared/api/catalogue';
import type { CallDef } from '../../src/shared/api/catalogue';
import { ApiError } from '../../src/shared/api/client-types';
import { registeredAccess } from '../../src/server/http/route';
import type { Access } from '../../src/server/http/auth-types';
import { createTestPortal, type TestPortal } from '../support/portal-client';
import { startTestServer, testDatabases, type TestServer } from './helpers/test-server';

type Caller = 'anonymous' | 'student' | 'teacher' | 'admin';

function isCall(value: unknown): value is CallDef {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Partial<CallDef>;
  return typeof v.name === 'string' && typeof v.path === 'string' && (v.method === 'GET' || v.method === 'POST') && v.request !== undefined;
}

/** Every call of the shared catalogue, also those grouped inside an area object (e.g. navigationStudio). */
function everyCatalogueCall(): CallDef[] {
  const found = new Map<string, CallDef>();
  const walk = (value: unknown, depth: number): void => {
    if (isCall(value)) {
      found.set(`${value.method} ${value.path}`, value);
      return;
    }
    if (depth > 3 || typeof value !== 'object' || value === null) return;
    for (const inner of Object.values(value)) walk(inner, depth + 1);
  };
  walk(catalogue, 0);
  return [...found.values()].sort((a, b) => a.path.localeCompare(b.path));
}

/**
 * The same call with a request schema that lets anything through: the refusal under test must come from the
 * server's access check, which runs before the body is parsed, not from the client's own validation.
 */
function unchecked(call: CallDef): CallDef {
  return { ...call, request: z.looseObject({}) };
}

/** Dummy values for `:name` path segments, so the client can build the address. */
function pathParams(call: CallDef): Record<string, string> {
  return Object.fromEntries([...call.path.matchAll(/:([A-Za-z_]+)/g)].map((m) => [m[1], 'x']));
}

/** A reader, so the compiler does not carry httpOf's reset (null) past the call that sets the answer. */
function lastHttp(portal: TestPortal): number | undefined {
  return portal.lastResponse?.http;
}

async function httpOf(portal: TestPortal, call: CallDef): Promise<number | undefined> {
  portal.lastResponse = null;
  await portal.api.call(unchecked(call), pathParams(call) as never, { silent: true }).catch((error: unknown) => {
    if (!(error instanceof ApiError)) throw error;
  });
  return lastHttp(portal);
}

/** Paths that configure the portal for everyone: they must be guarded by a configuration menu. */
const CONFIGURATION_PATH =
  /config|\/studio\/|\/excel\/|\/themeSetUp\/submit|commonTool\/|sensitive|knowledge|ospDeptDutyList|ospDeptInfo\/(noSetDutyDept|page|update)|indexfooterinfo|platformapplynavigation|tripleList\/saveConfig/i;

/**
 * Calls that look like configuration but act on the caller's own settings or read what every user needs; each is
 * here on purpose, so a new configuration call cannot slip in as 'user' unnoticed.
 */
const USER_OWN_OR_READ = new Set([
  'POST /api/blade-platform/homePage/getBusinessConfigMenu',
  'POST /api/blade-workbench/eduSystemManagePwdConfig/detail',
  'POST /api/blade-workbench/eduSystemManagePwdConfig/getPasswordReg',
  'GET /api/blade-workbench/questionbasicconfig/baseInfo',
  'POST /api/blade-workbench/indexnavigationconfig/getAllDeptCategory',
]);

function accessName(access: Access | undefined): string {
  if (access === undefined) return 'unregistered';
  return typeof access === 'object' ? `menu:${access.menu}` : access;
}

describe.each(testDatabases())('the access matrix of every catalogue call, on %s', (kind) => {
  let server: TestServer;
  const portals = {} as Record<Caller, TestPortal>;
  let access: ReadonlyMap<string, Access>;

  beforeAll(async () => {
    server = await startTestServer(kind);
    access = registeredAccess(server.app);
    portals.anonymous = createTestPortal(server, { ip: '10.9.0.1' });
    for (const [account, password, ip] of [
      ['student', 'Student@123', '10.9.0.2'],
      ['teacher', 'Teacher@123', '10.9.0.3'],
      ['admin', 'Admin@123', '10.9.0.4'],
    ] as const) {
      portals[account] = createTestPortal(server, { ip });
      await portals[account].signIn(account, password);
    }
  });
  afterAll(async () => {
    await server?.close();
  });

  const guarded = () => everyCatalogueCall().filter((call) => typeof access.get(`${call.method} ${call.path}`) === 'object');

  it('registers every catalogue call on the server with an explicit access level', () => {
    const unregistered = everyCatalogueCall()
      .filter((call) => !access.has(`${call.method} ${call.path}`))
      // Served outside registerCall on purpose: static JSON files and the SSO session-time calls' own routes.
      .filter((call) => !call.path.startsWith('/static/') && call.answer !== 'codeData')
      .map((call) => `${call.method} ${call.path}`);
    expect(unregistered).toEqual([]);
    expect(guarded().length).toBeGreaterThan(40);
  });

  it('guards every configuration call with a configuration menu', () => {
    const unguarded = everyCatalogueCall()
      .map((call) => `${call.method} ${call.path}`)
      .filter((key) => CONFIGURATION_PATH.test(key) && !key.includes('/nobody/') && !USER_OWN_OR_READ.has(key))
      .filter((key) => typeof access.get(key) !== 'object')
      .map((key) => `${key} (${accessName(access.get(key))})`);
    expect(unguarded).toEqual([]);
  });

  it('refuses every configuration call to an anonymous caller (401), a student and a teacher (403)', async () => {
    const mismatches: string[] = [];
    for (const call of guarded()) {
      const expected: Record<'anonymous' | 'student' | 'teacher', number> = { anonymous: 401, student: 403, teacher: 403 };
      for (const who of ['anonymous', 'student', 'teacher'] as const) {
        const http = await httpOf(portals[who], call);
        if (http !== expected[who]) mismatches.push(`${who} ${call.method} ${call.path} (${accessName(access.get(`${call.method} ${call.path}`))}) → ${http}`);
      }
    }
    expect(mismatches).toEqual([]);
  });

  it('refuses every signed-in call to an anonymous caller (401)', async () => {
    const mismatches: string[] = [];
    for (const call of everyCatalogueCall().filter((c) => access.get(`${c.method} ${c.path}`) === 'user')) {
      const http = await httpOf(portals.anonymous, call);
      if (http !== 401) mismatches.push(`${call.method} ${call.path} → ${http}`);
    }
    expect(mismatches).toEqual([]);
  });

  it('lets the administrator past the access check of every configuration call', async () => {
    const refused: string[] = [];
    for (const call of guarded()) {
      const http = await httpOf(portals.admin, call);
      if (http === 401 || http === 403 || http === undefined || http >= 500) refused.push(`${call.method} ${call.path} → ${http}`);
    }
    expect(refused).toEqual([]);
  });
});
