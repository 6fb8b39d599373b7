import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cardRoleAuth, cards, userCardLayouts } from '../../src/server/db/schema/cards';
import { DEMO_TENANT_ID } from '../../src/server/seed';
import { home } from '../../src/shared/api/catalogue';
import { ApiError } from '../../src/shared/api/client-types';
import { CARD_KINDS } from '../../src/shared/schema/cards';
import { createTestPortal, type TestPortal } from '../support/portal-client';
import { announceHomePagePublish } from './helpers/announce-publish';
import { startTestServer, testDatabases, type TestServer } from './helpers/test-server';

const card = (key: string) => `card-${DEMO_TENANT_ID}-${key}`;

/** The seeded default layouts (seed/data/cards-config.ts), as card names in order. */
const DEFAULT_NAMES = {
  student: ['重要公告', '待办事项', '个人事务', '业务直通车', '暂存表', '校园新闻', '我的收藏', '常用工具'],
  teacher: ['重要公告', '待办事项', '业务直通车', '个人事务', '校园新闻', '常用服务', '我的收藏'],
  admin: ['待办事项', '重要公告', '个人事务', '业务直通车', '校园新闻', '常用工具'],
};

/**
 * A refused call: the wrapper turns statuses outside WRAP-07's list into 8008 with the server's message, so the
 * server's own HTTP status is read from the last answer.
 */
async function refusal(portal: TestPortal, promise: Promise<unknown>): Promise<{ http: number | undefined; message: string }> {
  const error: unknown = await promise.then(() => null, (e: unknown) => e);
  expect(error).toBeInstanceOf(ApiError);
  return { http: portal.lastResponse?.http, message: (error as ApiError).message };
}

describe.each(testDatabases())('home card layout and catalogue on %s', (kind) => {
  let server: TestServer;
  const portals: Record<'student' | 'teacher' | 'admin', TestPortal> = {} as Record<'student' | 'teacher' | 'admin', TestPortal>;

  beforeAll(async () => {
    server = await startTestServer(kind);
    for (const [account, password, ip] of [['student', 'Student@123', '10.7.0.1'], ['teacher', 'Teacher@123', '10.7.0.2'], ['admin', 'Admin@123', '10.7.0.3']] as const) {
      portals[account] = createTestPortal(server, { ip });
      await portals[account].signIn(account, password);
    }
  });
  afterAll(async () => {
    await server?.close();
  });

  it.each(['student', 'teacher', 'admin'] as const)('gives a %s who never changed it the role default, mandatory cards marked', async (who) => {
    const layout = await portals[who].api.call(home.getUserApplyCardList, {});
    expect(layout.customised).toBe(false);
    expect(layout.cards.map((c) => c.cardName)).toEqual(DEFAULT_NAMES[who]);
    expect(layout.cards.map((c) => c.sort)).toEqual(layout.cards.map((_, i) => i + 1));
    expect(layout.cards.filter((c) => c.mandatory).map((c) => c.cardKind).sort()).toEqual(['ANNOUNCEMENTS', 'TODO']);
    const news = layout.cards.find((c) => c.cardKind === 'CAMPUS_NEWS');
    expect(news).toMatchObject({ displayRows: 3, cardIntroduction: expect.stringContaining('学术讲座') });
  });

  it('[CARD-02] seeds the ten card kinds, each offered to the admin role', async () => {
    const catalogue = await portals.admin.api.call(home.getNavigationUserApplyCardList, {});
    const offered = catalogue.flatMap((type) => type.cardConfigs);
    expect(offered.map((c) => c.cardKind).sort()).toEqual([...CARD_KINDS].sort());
  });

  it('lists the catalogue by card type in order, with added and mandatory flags', async () => {
    const catalogue = await portals.teacher.api.call(home.getNavigationUserApplyCardList, {});
    expect(catalogue.map((t) => t.typeName)).toEqual(['办事服务', '信息资讯', '个人事务', '效率工具']);
    const byName = new Map(catalogue.flatMap((t) => t.cardConfigs.map((c) => [c.cardName, c])));
    // The staging table holds student forms: teachers are not offered it.
    expect(byName.has('暂存表')).toBe(false);
    expect(byName.get('推荐服务')).toMatchObject({ added: false, mandatory: false });
    expect(byName.get('常用工具')).toMatchObject({ added: false, mandatory: false });
    expect(byName.get('待办事项')).toMatchObject({ added: true, mandatory: true });
    expect(byName.get('校园新闻')).toMatchObject({ added: true, mandatory: false, displayRows: 3 });
    expect([...byName.values()].filter((c) => c.added)).toHaveLength(DEFAULT_NAMES.teacher.length);
  });

  it('saves a new order, reads it back, and marks the catalogue', async () => {
    const api = portals.student.api;
    const order = [card('news'), card('todo'), card('recommend'), card('notice'), card('personal')];
    const saved = await api.call(home.saveUserApplyCardList, { cardIds: [...order, card('news')] });
    expect(saved.customised).toBe(true);
    expect(saved.cards.map((c) => c.cardId)).toEqual(order);

    const again = await api.call(home.getUserApplyCardList, {});
    expect(again).toEqual(saved);
    const rows = await server.context.db.select().from(userCardLayouts).where(eq(userCardLayouts.userId, '1123598821738675203'));
    expect(rows.sort((a, b) => a.sort - b.sort).map((r) => r.cardId)).toEqual(order);

    const catalogue = await api.call(home.getNavigationUserApplyCardList, {});
    const added = catalogue.flatMap((t) => t.cardConfigs).filter((c) => c.added).map((c) => c.cardId).sort();
    expect(added).toEqual([...order].sort());
  });

  it('refuses to drop a mandatory card (CARD_MANDATORY) and keeps the stored layout', async () => {
    const api = portals.student.api;
    const before = await api.call(home.getUserApplyCardList, {});
    const error = await refusal(portals.student, api.call(home.saveUserApplyCardList, { cardIds: [card('todo'), card('news')] }, { silent: true }));
    expect(error.http).toBe(400);
    expect(error.message).toBe('必选卡片「重要公告」不能从首页移除');
    expect(await api.call(home.getUserApplyCardList, {})).toEqual(before);
  });

  it('refuses a card the role may not add (CARD_NOT_ALLOWED), and an unknown one', async () => {
    const api = portals.teacher.api;
    for (const stranger of [card('staging'), 'no-such-card']) {
      const error = await refusal(portals.teacher, api.call(home.saveUserApplyCardList, { cardIds: [card('notice'), card('todo'), stranger] }, { silent: true }));
      expect(error.http).toBe(403);
      expect(error.message).toBe('该卡片未对您的角色开放');
    }
    expect((await api.call(home.getUserApplyCardList, {})).customised).toBe(false);
  });

  it('resets to the role default', async () => {
    const api = portals.student.api;
    expect((await api.call(home.getUserApplyCardList, {})).customised).toBe(true);
    const reset = await api.call(home.resetUserApplyCardList, {});
    expect(reset.customised).toBe(false);
    expect(reset.cards.map((c) => c.cardName)).toEqual(DEFAULT_NAMES.student);
    expect(await api.call(home.getUserApplyCardList, {})).toEqual(reset);
  });

  it('keeps a saved layout to what the role still sees, appending mandatory cards it lacks', async () => {
    const { db } = server.context;
    const api = portals.admin.api;
    await api.call(home.saveUserApplyCardList, { cardIds: [card('notice'), card('news'), card('todo'), card('tools')] });
    // The administrator makes the personal-matters card mandatory for admins and hides the tools card.
    const adminRole = '1123598816738675201';
    await db.update(cardRoleAuth).set({ mandatory: 1, inDefault: 1 }).where(and(eq(cardRoleAuth.cardId, card('personal')), eq(cardRoleAuth.roleId, adminRole)));
    await db.update(cards).set({ status: 0 }).where(eq(cards.id, card('tools')));
    // As a publish of the homePage area does after writing the card tables (the card configuration is cached per
    // published version: card-config-cache.ts).
    await announceHomePagePublish(server);
    try {
      const layout = await api.call(home.getUserApplyCardList, {});
      expect(layout.cards.map((c) => c.cardId)).toEqual([card('notice'), card('news'), card('todo'), card('personal')]);
      expect(layout.cards.at(-1)?.mandatory).toBe(true);
      const error = await refusal(portals.admin, api.call(home.getCardData, { cardId: card('tools') }, { silent: true }));
      expect(error).toEqual({ http: 403, message: '该卡片未对您的角色开放' });
    } finally {
      await db.update(cardRoleAuth).set({ mandatory: 0 }).where(and(eq(cardRoleAuth.cardId, card('personal')), eq(cardRoleAuth.roleId, adminRole)));
      await db.update(cards).set({ status: 1 }).where(eq(cards.id, card('tools')));
      await announceHomePagePublish(server);
    }
  });

  it('answers getCardData only for cards offered to the role', async () => {
    const error = await refusal(portals.teacher, portals.teacher.api.call(home.getCardData, { cardId: card('staging') }, { silent: true }));
    expect(error).toEqual({ http: 403, message: '该卡片未对您的角色开放' });
    // A card offered but not in the layout may still be loaded: the catalogue's preview uses it.
    const view = await portals.teacher.api.call(home.getCardData, { cardId: card('recommend') });
    expect(view.cardKind).toBe('RECOMMENDATIONS');
  });

  it('answers the layout calls with 401 without a token', async () => {
    const anonymous = createTestPortal(server, { ip: '10.7.0.9' });
    for (const call of [home.getUserApplyCardList, home.getNavigationUserApplyCardList, home.resetUserApplyCardList]) {
      const error = await refusal(anonymous, anonymous.api.call(call, {}, { silent: true }));
      expect(error.http, call.name).toBe(401);
    }
  });
});
