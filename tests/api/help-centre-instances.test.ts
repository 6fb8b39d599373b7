import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { centreConfig, helpConfig, robot, shell } from '../../src/shared/api/catalogue';
import { createTestPortal, signInAs } from '../support/portal-client';
import { until } from '../support/until';
import { startSecondInstance, stopInstance, type ServerInstance } from './helpers/instance';
import { startTestServer, type TestServer } from './helpers/test-server';

const PG_URL = process.env.TEST_DATABASE_URL;

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
    const helpPublished = Date.now();
    await until('the robot\'s new name in B\'s baseInfo', () => visitorOnB.api.call(robot.questionBaseInfo, {}), (v) => v.robotName === '小海');
    const robotLag = Date.now() - helpPublished;
    await until('the robot\'s new name in B\'s index', () => visitorOnB.api.call(shell.indexIndex, {}), (v) => v.questionBasciConfig.robotName === '小海');
    const indexLag = Date.now() - helpPublished;

    const calls = centreConfig.applicationCentreConfig;
    const settings = (await adminOnA.api.call(calls.detail, {})).settings;
    await adminOnA.api.call(calls.submit, { ...settings, title: '应用中心' });
    await adminOnA.api.call(calls.studio.publish, {});
    const centrePublished = Date.now();
    await until('the centre\'s new title on B', () => visitorOnB.api.call(centreConfig.centreView, { centre: 'APPLICATION' }), (v) => v.title === '应用中心');
    const centreLag = Date.now() - centrePublished;

    expect(Math.max(robotLag, indexLag, centreLag)).toBeLessThan(1_000);
  });
});
