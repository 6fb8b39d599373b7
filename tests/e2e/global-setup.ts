import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FullConfig } from '@playwright/test';
import { buildPortalWhenStale } from '../../scripts/build/build-portal';
import { openDatabase } from '../../src/server/db/client';
import { seedDemo } from '../../src/server/seed';
import { ensureChromium } from '../support/chromium';
import { startLeaveSystemProcess, type LeaveSystemProcess } from '../support/leave-system-process';
import { freePort, startServerProcess, type ServerProcess } from '../support/server-process';

/**
 * Where worker `index`'s server answers (E2E_BASE_URL_<index>); set here, read by the fixtures in the workers (which
 * inherit it).
 */
export function baseUrlEnv(index: number): string {
  return `E2E_BASE_URL_${index}`;
}
/** Where worker `index`'s sample leave system answers, or (leaveErrorEnv) why it could not start. */
export function leaveUrlEnv(index: number): string {
  return `E2E_LEAVE_SYSTEM_URL_${index}`;
}
export function leaveErrorEnv(index: number): string {
  return `E2E_LEAVE_SYSTEM_ERROR_${index}`;
}

/**
 * A data folder with PGlite migrated and seeded (what a server's first start does, minutes on a loaded machine),
 * which each server starts from a copy of: the server's own start then finds the seed and only registers the sample.
 */
async function seededDataDir(): Promise<string> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'service-hall-e2e-seeded-'));
  const database = await openDatabase({ dataDir: dir });
  try {
    await seedDemo(database.db);
  } finally {
    await database.close();
  }
  return dir;
}

/** One portal server and the sample leave system beside it, with their own folders. */
async function startPortal(index: number, seeded: string): Promise<() => Promise<void>> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'service-hall-e2e-'));
  cpSync(seeded, dataDir, { recursive: true });
  const leaveDataDir = mkdtempSync(path.join(os.tmpdir(), 'service-hall-e2e-leave-'));
  const removeDirs = () => {
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(leaveDataDir, { recursive: true, force: true });
  };
  const leavePort = await freePort();
  let server: ServerProcess;
  try {
    // A generous bound: on a shared, loaded machine even registering the sample takes a while.
    server = await startServerProcess({ DATA_DIR: dataDir, DEMO_LEAVE_SYSTEM_URL: `http://127.0.0.1:${leavePort}` }, { timeoutMs: 300_000 });
  } catch (error) {
    removeDirs();
    throw error;
  }
  process.env[baseUrlEnv(index)] = server.baseUrl;
  let leave: LeaveSystemProcess | null = null;
  try {
    leave = await startLeaveSystemProcess({
      port: leavePort, portalUrl: server.baseUrl, dataDir: leaveDataDir,
      credentialsFile: path.join(dataDir, 'leave-system', 'portal-credentials.json'),
    });
    process.env[leaveUrlEnv(index)] = leave.url;
  } catch (error) {
    // Only the specs that need the sample fail (the leaveSystemUrl fixture throws this); the others run.
    process.env[leaveErrorEnv(index)] = (error as Error).message;
  }
  return async () => {
    await leave?.stop();
    await server.stop('SIGTERM');
    removeDirs();
  };
}

/**
 * One built portal, and for each worker one real server (PGlite in a temporary folder) with the sample leave system
 * (examples/leave-system) beside it as `npm start` runs it: the portal registers it (demo seed) and points 学生请假申请
 * at it. A worker's specs run one after another against its own server, as they did when one worker ran them all:
 * some change what every account sees (a published navigation, a service taken off the shelf), so two specs never
 * share a server at the same moment. Playwright runs this once before the workers start and the function it answers
 * once after they end.
 */
export default async function globalSetup(config: FullConfig): Promise<() => Promise<void>> {
  // The config names Debian's Chromium; on a machine without it, it is installed here (never downloaded).
  ensureChromium();
  const root = path.resolve(import.meta.dirname, '..', '..');
  // The seed does not need the bundles: made while they build.
  const [seeded] = await Promise.all([seededDataDir(), buildPortalWhenStale(root)]);
  let started: PromiseSettledResult<() => Promise<void>>[];
  try {
    started = await Promise.allSettled(Array.from({ length: config.workers }, (_, index) => startPortal(index, seeded)));
  } finally {
    rmSync(seeded, { recursive: true, force: true });
  }
  const stops = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  const stopAll = async () => {
    await Promise.all(stops.map((stop) => stop()));
  };
  const failed = started.find((result): result is PromiseRejectedResult => result.status === 'rejected');
  if (failed) {
    await stopAll();
    throw failed.reason;
  }
  return stopAll;
}
