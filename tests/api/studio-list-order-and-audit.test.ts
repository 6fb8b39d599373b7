import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_TENANT_ID } from '../../src/server/seed';
import { cardsAdmin, deptDutyConfig, feedback, ratings, robot } from '../../src/shared/api/catalogue';
import { DUTY_SORT_FIELDS, type DutyConfigRow, type DutySortField } from '../../src/shared/schema/dept-duty-config';
import { FEEDBACK_SORT_FIELDS, FEEDBACK_STATUSES, type FeedbackAdminItem, type FeedbackSortField } from '../../src/shared/schema/feedback';
import type { SortOrder } from '../../src/shared/schema/list-sort';
import { SENSITIVE_WORD_SORT_FIELDS, type SensitiveWordSortField } from '../../src/shared/schema/ratings';
import { KNOWLEDGE_SORT_FIELDS, type KnowledgeItem, type KnowledgeSortField } from '../../src/shared/schema/robot';
import { createTestPortal, type TestPortal } from '../support/portal-client';
import { refusal, unchecked } from './helpers/refusal';
import { startTestServer, testDatabases, type TestServer } from './helpers/test-server';

type Value = string | number;
type Page<R> = { records: R[]; total: number };

/** The tests' databases order text by code unit (C collation); the duty list, sorted in memory, by pinyin. */
const codeUnits = (a: Value, b: Value) => (typeof a === 'number' && typeof b === 'number' ? a - b : a < b ? -1 : a > b ? 1 : 0);
const pinyin = (a: Value, b: Value) => (typeof a === 'number' && typeof b === 'number' ? a - b : String(a).localeCompare(String(b), 'zh-CN'));

/** Every page of a list in one order, `size` rows at a time. */
async function readAll<R>(page: (current: number, size: number) => Promise<Page<R>>, size: number): Promise<R[]> {
  const rows: R[] = [];
  for (let current = 1; ; current += 1) {
    const { records, total } = await page(current, size);
    rows.push(...records);
    if (records.length === 0 || rows.length >= total) return rows;
  }
}

/**
 * Checks one list in every order it offers: each column ascending and descending is in that column's order, and
 * reading it in small pages gives exactly the rows 100-row pages give, in the same order (a stable tie-break).
 */
async function checkEveryOrder<R, F extends string>(options: {
  fields: readonly F[];
  /** The small page: several pages of the list, each boundary a place where an unstable order would show. */
  smallPage: number;
  page: (sort: F, order: SortOrder, current: number, size: number) => Promise<Page<R>>;
  value: (row: R, field: F) => Value | null;
  key: (row: R) => string;
  compare: (a: Value, b: Value) => number;
}): Promise<void> {
  const { fields, smallPage, page, value, key, compare } = options;
  for (const field of fields) {
    for (const order of ['ASC', 'DESC'] as const) {
      const rows = await readAll((current, size) => page(field, order, current, size), 100);
      expect(rows.length, `${field} ${order}`).toBeGreaterThan(1);
      // Rows without a value (a feedback without a scene) are placed by the database; the rest must be in order.
      const values = rows.map((row) => value(row, field)).filter((v): v is Value => v !== null);
      const sign = order === 'ASC' ? 1 : -1;
      values.slice(1).forEach((v, i) => { expect(sign * compare(values[i] as Value, v), `${field} ${order} at ${i}`).toBeLessThanOrEqual(0); });
      expect(new Set(rows.map(key)).size, `${field} ${order}: no row twice`).toBe(rows.length);
      const paged = await readAll((current, size) => page(field, order, current, size), smallPage);
      expect(paged.map(key), `${field} ${order} in pages of ${smallPage}`).toEqual(rows.map(key));
    }
  }
}

describe.each(testDatabases())('studio lists sort on every column, and the audit log names what changed, on %s', (kind) => {
  let server: TestServer;
  let admin: TestPortal;

  beforeAll(async () => {
    server = await startTestServer(kind);
    admin = createTestPortal(server, { ip: '10.14.0.1' });
    await admin.signIn('admin', 'Admin@123');
  });
  afterAll(async () => {
    await server?.close();
  });

  it('the duty list sorts by each of its columns on the server, with paging and a filter', async () => {
    const duty = (row: DutyConfigRow, field: DutySortField): Value => {
      if (field === 'isPublic') return row.isPublic ? 1 : 0;
      if (field === 'serviceIds') return row.serviceIds.length;
      return row[field];
    };
    await checkEveryOrder({
      fields: DUTY_SORT_FIELDS, smallPage: 40,
      page: (sort, order, current, size) => admin.api.call(deptDutyConfig.dutyConfigPage, { sort, order, current, size }),
      value: duty, key: (row) => row.id, compare: pinyin,
    });
    // A filter narrows the sorted list; the order holds inside it.
    const all = await readAll((current, size) => admin.api.call(deptDutyConfig.dutyConfigPage, { sort: 'dutyName', order: 'DESC', current, size }), 100);
    const type = all[0]?.dutyType ?? '';
    const filtered = await readAll((current, size) => admin.api.call(deptDutyConfig.dutyConfigPage, { dutyType: type, sort: 'dutyName', order: 'DESC', current, size }), 7);
    expect(filtered.map((row) => row.id)).toEqual(all.filter((row) => row.dutyType === type).map((row) => row.id));
  }, 300_000);

  it('the knowledge base sorts by each of its columns on the server', async () => {
    const knowledge = (row: KnowledgeItem, field: KnowledgeSortField): Value => row[field];
    await checkEveryOrder({
      fields: KNOWLEDGE_SORT_FIELDS, smallPage: 7,
      page: (sort, order, current, size) => admin.api.call(robot.knowledgePage, { sort, order, current, size }),
      value: knowledge, key: (row) => row.questionId, compare: codeUnits,
    });
  }, 180_000);

  it('the sensitive words sort by each of their columns on the server', async () => {
    type Word = { id: string; word: string; category: string; createdAt: string };
    for (const [word, category] of [['排序测试甲', 'zz'], ['排序测试乙', 'aa']] as const) await admin.api.call(ratings.sensitiveWordSubmit, { word, category });
    await checkEveryOrder({
      fields: SENSITIVE_WORD_SORT_FIELDS, smallPage: 7,
      page: (sort, order, current, size) => admin.api.call(ratings.sensitiveWordList, { sort, order, current, size }),
      value: (row: Word, field: SensitiveWordSortField) => row[field], key: (row) => row.id, compare: codeUnits,
    });
  });

  it('the feedback sorts by each of its columns on the server, statuses in their own order', async () => {
    const item = (row: FeedbackAdminItem, field: FeedbackSortField): Value | null => {
      if (field === 'status') return FEEDBACK_STATUSES.indexOf(row.status);
      if (field === 'sceneName') return row.sceneName === '' ? null : row.sceneName;
      return row[field];
    };
    await checkEveryOrder({
      fields: FEEDBACK_SORT_FIELDS, smallPage: 3,
      page: (sort, order, current, size) => admin.api.call(feedback.feedbackAdminPage, { sort, order, current, size }),
      value: item, key: (row) => row.feedbackId, compare: codeUnits,
    });
  });

  it('a column that is not on a list\'s allow-list, and a direction that is no direction, are refused in Chinese', async () => {
    const calls = [deptDutyConfig.dutyConfigPage, robot.knowledgePage, ratings.sensitiveWordList, feedback.feedbackAdminPage];
    for (const call of calls) {
      for (const sort of ['password', 'id; drop table users', 'deptName desc']) {
        // deptName is the duty list's own column: with " desc" after it, it is not.
        const refused = await refusal(admin, admin.api.call(unchecked(call), { sort }, { silent: true }));
        expect(refused).toMatchObject({ http: 400, fields: ['sort'] });
        expect(refused.message).toContain('不支持按该字段排序');
      }
      const badOrder = await refusal(admin, admin.api.call(unchecked(call), { order: 'UP' }, { silent: true }));
      expect(badOrder.message).toContain('排序方向只能是 ASC 或 DESC');
    }
  });

  it('the audit log names the object, the administrator and the departments a change moved between, field by field', async () => {
    const depts = await admin.api.call(deptDutyConfig.deptInfoPage, { size: 2 });
    const [from, to] = depts.records;
    if (!from || !to) throw new Error('the demo has two departments');
    const { id } = await admin.api.call(deptDutyConfig.dutyConfigSave, {
      deptId: from.deptId, dutyCode: 'AUDIT-001', dutyName: '审计名称测试', dutyType: 'SUPERVISE', content: '原来的内容',
    });
    await admin.api.call(deptDutyConfig.dutyConfigUpdate, {
      id, deptId: to.deptId, dutyCode: 'AUDIT-001', dutyName: '审计名称测试（改）', dutyType: 'SUPERVISE', content: '原来的内容',
    });

    const page = await admin.api.call(deptDutyConfig.deptDutyStudio.audit, { objectId: id, size: 10 });
    const [update, create] = page.records;
    expect(create).toMatchObject({ action: 'draft.create', objectId: id, objectName: '审计名称测试（改）', userName: '系统管理员' });
    expect(update).toMatchObject({ action: 'draft.update', objectId: id, objectName: '审计名称测试（改）', userName: '系统管理员' });
    // Field-level changes: each changed field with its value before and after.
    expect(update?.changes).toEqual(expect.arrayContaining([
      { op: 'replace', path: `duties[id=${id}].dutyName`, before: '审计名称测试', after: '审计名称测试（改）' },
      { op: 'replace', path: `duties[id=${id}].deptId`, before: from.deptId, after: to.deptId },
    ]));
    // The ids the page mentions come with their names: the duty, both departments, the administrator.
    expect(page.names).toMatchObject({
      [id]: '审计名称测试（改）', [from.deptId]: from.deptName, [to.deptId]: to.deptName, '1123598821738675201': '系统管理员',
    });
    await admin.api.call(deptDutyConfig.deptDutyStudio.discard, {});
  });

  it('[CARD-01] the home page previewed as a role shows the role\'s cards with what the role is shown, and nobody\'s own data', async () => {
    const card = (key: string) => `card-${DEMO_TENANT_ID}-${key}`;
    const ROLE = { teacher: '1123598816738675202', student: '1123598816738675203' } as const;
    const USER = { teacher: '1123598821738675202', student: '1123598821738675203' } as const;
    const todoCount = (view: { columns: Array<{ data: unknown }> }) => {
      const data = view.columns[0]?.data as { kind: string; items: Array<{ todoNum: number }> } | null | undefined;
      return data?.kind === 'todo' ? data.items.reduce((n, item) => n + item.todoNum, 0) : undefined;
    };
    // The teacher has to-dos of their own; the teacher role previewed has none, yet the card and its columns are there.
    const asTeacher = await admin.api.call(cardsAdmin.cardPreview, { id: card('todo'), userId: USER.teacher });
    const asRole = await admin.api.call(cardsAdmin.cardPreview, { id: card('todo'), roleId: ROLE.teacher });
    expect(todoCount(asTeacher)).toBeGreaterThan(0);
    expect(todoCount(asRole)).toBe(0);
    expect(asRole.columns.map((c) => c.columnName)).toEqual(asTeacher.columns.map((c) => c.columnName));
    const staging = await admin.api.call(cardsAdmin.cardPreview, { id: card('staging'), roleId: ROLE.student });
    expect(staging.columns[0]?.data).toMatchObject({ kind: 'staging', num: 0 });
    // What everyone of the role is shown (campus news) is there.
    const news = await admin.api.call(cardsAdmin.cardPreview, { id: card('news'), roleId: ROLE.student });
    expect(news.columns.some((c) => c.data?.kind === 'news' && c.data.items.length > 0)).toBe(true);

    const both = await refusal(admin, admin.api.call(cardsAdmin.cardPreview, { id: card('todo'), roleId: ROLE.student, userId: USER.student }, { silent: true }));
    expect(both).toMatchObject({ http: 400, fields: ['roleId'] });
    const unknown = await refusal(admin, admin.api.call(cardsAdmin.cardPreview, { id: card('todo'), roleId: 'no-such-role' }, { silent: true }));
    expect(unknown).toMatchObject({ http: 400, fields: ['roleId'], message: expect.stringContaining('角色不存在') });
  });
});
