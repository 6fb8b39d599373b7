import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { centreConfig, helpConfig, robot, shell } from '../../src/shared/api/catalogue';
import { createTestPortal, signInAs } from '../support/portal-client';
import { startSecondInstance, stopInstance, type ServerInstance } from './helpers/instance';
import { startTestServer, type TestServer } from './helpers/test-server';

const PG_URL = process.env.TEST_DATABASE_URL;

/** Calls `read` until `done` holds or 3 s passed; answers how long it took. */
async function lagUntil<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<number> {
  const started = Date.now();
  while (!done(await read())) {
    if (Date.now() - started > 3_000) throw new Error('not shown within 3 s');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return Date.now() - started;
}

/**
 * Two instances on ONE PostgreSQL database, each with its own caches: a publish of the robot config or of a centre
 * through A shows in B's portal calls within a second (the published version is read at most every 500 ms).
 */
describe.runIf(PG_URL)('help and centre publishes reach the other instance on postgres', () => {
  let a: TestServer;
  let b: ServerInstance;

  beforeAll(async () => {
    a = await startTestServer('postgres');
    b = await startSecondInstance(a);
  });
  afterAll(async () => {
    await stopInstance(b);
    await a?.close();
  });

  it('the robot’s name (baseInfo, nobody/index/index) and a centre’s title', async () => {
    const adminOnA = (await signInAs(a.baseUrl, 'admin', 'Admin@123')).portal;
    const visitorOnB = createTestPortal({ baseUrl: b.baseUrl }, { ip: '10.9.6.2' });
    // B answers (and caches) the current state first.
    const before = await visitorOnB.api.call(robot.questionBaseInfo, {});
    expect((await visitorOnB.api.call(shell.indexIndex, {})).questionBasciConfig).toEqual(before);
    await visitorOnB.api.call(centreConfig.centreView, { centre: 'APPLICATION' });

    await adminOnA.api.call(helpConfig.robotBaseSubmit, { ...before, robotName: '小海', isOpen: 1 });
    await adminOnA.api.call(helpConfig.helpStudio.publish, {});
    const robotLag = await lagUntil(() => visitorOnB.api.call(robot.questionBaseInfo, {}), (v) => v.robotName === '小海');
    const indexLag = await lagUntil(() => visitorOnB.api.call(shell.indexIndex, {}), (v) => v.questionBasciConfig.robotName === '小海');

    const calls = centreConfig.applicationCentreConfig;
    const settings = (await adminOnA.api.call(calls.detail, {})).settings;
    await adminOnA.api.call(calls.submit, { ...settings, title: '应用中心' });
    await adminOnA.api.call(calls.studio.publish, {});
    const centreLag = await lagUntil(() => visitorOnB.api.call(centreConfig.centreView, { centre: 'APPLICATION' }), (v) => v.title === '应用中心');

    expect(Math.max(robotLag, indexLag, centreLag)).toBeLessThan(1_000);
  });
});
