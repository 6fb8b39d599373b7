import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildPortalWhenStale } from '../../scripts/build/build-portal';
import { ensureChromium } from '../support/chromium';
import { startLeaveSystemProcess, type LeaveSystemProcess } from '../support/leave-system-process';
import { freePort, startServerProcess } from '../support/server-process';

/** Where the server of this run answers; set here, read by the fixtures in the workers (which inherit it). */
export const BASE_URL_ENV = 'E2E_BASE_URL';
/** Where the sample leave system answers, or (LEAVE_ERROR_ENV) why it could not start. */
export const LEAVE_URL_ENV = 'E2E_LEAVE_SYSTEM_URL';
export const LEAVE_ERROR_ENV = 'E2E_LEAVE_SYSTEM_ERROR';

/**
 * One built portal and one real server (PGlite in a temporary folder) for all end-to-end specs, with the sample
 * leave system (examples/leave-system) beside it as `npm start` runs it: the portal registers it (demo seed) and
 * points 学生请假申请 at it. Playwright runs this once before the workers start and the function it answers once
 * after they end.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  // The config names Debian's Chromium; on a machine without it, it is installed here (never downloaded).
  ensureChromium();
  const root = path.resolve(import.meta.dirname, '..', '..');
  await buildPortalWhenStale(root);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'service-hall-e2e-'));
  const leaveDataDir = mkdtempSync(path.join(os.tmpdir(), 'service-hall-e2e-leave-'));
  const leavePort = await freePort();
  // A generous bound: on a shared, loaded machine migrating, seeding and registering the sample takes minutes.
  const server = await startServerProcess({ DATA_DIR: dataDir, DEMO_LEAVE_SYSTEM_URL: `http://127.0.0.1:${leavePort}` }, { timeoutMs: 300_000 });
  process.env[BASE_URL_ENV] = server.baseUrl;
  let leave: LeaveSystemProcess | null = null;
  try {
    leave = await startLeaveSystemProcess({
      port: leavePort, portalUrl: server.baseUrl, dataDir: leaveDataDir,
      credentialsFile: path.join(dataDir, 'leave-system', 'portal-credentials.json'),
    });
    process.env[LEAVE_URL_ENV] = leave.url;
  } catch (error) {
    // Only the specs that need the sample fail (the leaveSystemUrl fixture throws this); the others run.
    process.env[LEAVE_ERROR_ENV] = (error as Error).message;
  }
  return async () => {
    await leave?.stop();
    await server.stop('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(leaveDataDir, { recursive: true, force: true });
  };
}
