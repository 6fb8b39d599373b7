import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { DEMO_SERVICES_FILE, demoServicesFileSchema } from '../../../src/shared/schema/demo-services';
import { buildLeaveSystem } from './app';
import { registerDemoPages } from './demo-pages';

/**
 * Starts the sample leave system. Its key comes from the environment (LEAVE_KEY_ID, LEAVE_SECRET) or, in the demo,
 * from the credentials file the portal's demo seed wrote when it registered the system (see README.md).
 */

const envSchema = z.object({
  LEAVE_PORT: z.coerce.number().int().min(0).max(65535).default(8091),
  LEAVE_HOST: z.string().min(1).default('127.0.0.1'),
  /** The browser's address of this system; http://localhost:<port> by default. */
  LEAVE_PUBLIC_URL: z.string().regex(/^https?:\/\//).optional(),
  LEAVE_PORTAL_URL: z.string().regex(/^https?:\/\//).default('http://127.0.0.1:8080'),
  LEAVE_DATA_DIR: z.string().min(1).default('./data/leave-system'),
  LEAVE_CREDENTIALS_FILE: z.string().min(1).optional(),
  LEAVE_KEY_ID: z.string().min(1).optional(),
  LEAVE_SECRET: z.string().min(1).optional(),
  LEAVE_SERVICE_ID: z.string().min(1).optional(),
  LEAVE_COUNSELLOR: z.string().min(1).default('teacher'),
  LEAVE_DEAN: z.string().min(1).default('dean'),
});

const credentialsSchema = z.object({ keyId: z.string().min(1), secret: z.string().min(1), serviceId: z.string().min(1).optional() });

export async function startLeaveSystem(source: NodeJS.ProcessEnv = process.env): Promise<{ url: string; close(): Promise<void> }> {
  const env = envSchema.parse(source);
  let keyId = env.LEAVE_KEY_ID;
  let secret = env.LEAVE_SECRET;
  let serviceId = env.LEAVE_SERVICE_ID;
  if (keyId === undefined || secret === undefined || serviceId === undefined) {
    const file = env.LEAVE_CREDENTIALS_FILE ?? path.join(env.LEAVE_DATA_DIR, 'portal-credentials.json');
    const credentials = credentialsSchema.parse(JSON.parse(await readFile(file, 'utf8')));
    keyId ??= credentials.keyId;
    secret ??= credentials.secret;
    serviceId ??= credentials.serviceId;
  }
  if (serviceId === undefined) throw new Error('LEAVE_SERVICE_ID is not set and the credentials file names no service');
  const system = await buildLeaveSystem({
    dataDir: env.LEAVE_DATA_DIR,
    publicUrl: env.LEAVE_PUBLIC_URL ?? `http://localhost:${env.LEAVE_PORT}`,
    portal: { baseUrl: env.LEAVE_PORTAL_URL, keyId, secret },
    serviceId,
    counsellor: env.LEAVE_COUNSELLOR,
    dean: env.LEAVE_DEAN,
  });
  // The demo catalogue's generic service pages (ADR 031), when the portal's demo seed wrote their file.
  const demoFile = path.join(env.LEAVE_DATA_DIR, DEMO_SERVICES_FILE);
  const demo = await readFile(demoFile, 'utf8').then((text) => demoServicesFileSchema.parse(JSON.parse(text))).catch((error: unknown) => {
    // Without the file (a system started on its own) there are no demo pages; a bad one is said, and the leave pages run.
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') process.stderr.write(`[leave-system] ${demoFile} 无法读取，演示服务页面未启用：${String(error)}\n`);
    return null;
  });
  if (demo) {
    await registerDemoPages(system.app, {
      dataDir: env.LEAVE_DATA_DIR, publicUrl: env.LEAVE_PUBLIC_URL ?? `http://localhost:${env.LEAVE_PORT}`,
      portal: { baseUrl: env.LEAVE_PORTAL_URL, keyId: demo.keyId, secret: demo.secret }, services: demo.services,
      log: (line) => process.stdout.write(`[leave-system] ${line}\n`),
    });
  }
  const address = await system.app.listen({ port: env.LEAVE_PORT, host: env.LEAVE_HOST });
  return { url: address, close: () => system.app.close() };
}

const isEntry = process.argv[1] !== undefined && path.resolve(process.argv[1]).endsWith(path.join('leave-system', 'src', 'main.ts'));
if (isEntry) {
  startLeaveSystem().then((running) => {
    process.stdout.write(`[leave-system] 学生请假系统已启动：${running.url}\n`);
    const stop = () => void running.close().finally(() => process.exit(0));
    process.once('SIGTERM', stop);
    process.once('SIGINT', stop);
  }, (error: unknown) => {
    process.stderr.write(`[leave-system] 启动失败：${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  });
}
