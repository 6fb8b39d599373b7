import ExcelJS from 'exceljs';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { robotQuestions } from '../../src/server/db/schema/robot';
import { services } from '../../src/server/db/schema/catalogue';
import { cardsAdmin, catalogueLists, deptDutyConfig as duty, feedback, guideConfig, helpConfig, navigationConfig, ratings, robot } from '../../src/shared/api/catalogue';
import { spreadsheetCalls } from '../../src/shared/api/catalogue/spreadsheet-jobs';
import type { SpreadsheetListName } from '../../src/shared/schema/spreadsheet-jobs';
import { ACCESS_WAY_LABELS, SERVICE_KIND_LABELS, labelOf } from '../../src/shared/schema/code-labels';
import { createTestPortal, type TestPortal } from '../support/portal-client';
import { EXPORT_SOURCES, exportOrderOf, pageRows, type ExportFilter, type RowCursor } from '../../src/server/features/spreadsheet/lists/export-sources';
import { download, uploadFile, waitFinished } from './helpers/spreadsheet-client';
import { readXlsx } from './helpers/spreadsheet-files';
import { startTestServer, testDatabases, type TestServer } from './helpers/test-server';

/** A job on a machine loaded by several engineers' builds can take minutes; the waits are for conditions. */
const JOB_TEST_MS = 240_000;

/** The columns each newly exported list writes, as the studio names them (key → title). */
const HEADERS: Partial<Record<SpreadsheetListName, Record<string, string>>> = {
  guide: { serviceId: '服务编码', serviceName: '服务名称', serviceDeptName: '服务部门', hasGuide: '办事指南', stepCount: '步骤数', materialCount: '材料数' },
  knowledge: {
    questionId: '问题编号', question: '问题', sceneName: '问题场景', answer: '答案', keywords: '同义问法', visibility: '可见范围', isRecommended: '推荐问题',
    status: '状态', sort: '排序值', viewCount: '查看', solvedCount: '已解决', unsolvedCount: '未解决', updatedAt: '更新时间',
  },
  sensitiveWord: { word: '敏感词', category: '分类', createdAt: '添加时间' },
  feedback: {
    question: '问题', status: '状态', sceneName: '问题场景', userName: '提交人', account: '账号', hasReply: '已答复', createdAt: '提交时间', updatedAt: '更新时间',
  },
  cardColumn: { id: '栏目编号', cardName: '所属卡片', columnName: '栏目名称', sourceKind: '数据来源类型', source: '数据源', remindTodoNum: '提醒待办数量', sort: '排序' },
  scene: { id: '场景编号', sceneName: '场景名称', description: '场景说明', questionCount: '问题数', sort: '排序' },
};

/** Edits an exported workbook as an operator would in Excel or WPS: cell by cell, saved again by exceljs. */
async function editWorkbook(bytes: Buffer, edit: (sheet: ExcelJS.Worksheet, column: (title: string) => number) => void): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(new Uint8Array(bytes).buffer);
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error('no sheet');
  const titles = (sheet.getRow(1).values as unknown[]).map((v) => (v === undefined || v === null ? '' : String(v)));
  edit(sheet, (title) => {
    const at = titles.indexOf(title);
    if (at < 1) throw new Error(`no column ${title}`);
    return at;
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

describe.each(testDatabases())('studio lists export and import (%s)', (kind) => {
  let server: TestServer;
  let admin: TestPortal;

  beforeAll(async () => {
    server = await startTestServer(kind);
    admin = createTestPortal(server);
    await admin.signIn('admin', 'Admin@123');
  }, 60_000);
  afterAll(async () => server?.close());

  async function exportRows(list: SpreadsheetListName, request: { dataRange: 1 | 2 | 3; choiceDataIds?: string[]; formInline?: Record<string, string> }, fields?: string[]) {
    const calls = spreadsheetCalls[list];
    const header = await admin.api.call(calls.exportHeader, {});
    const keys = fields ?? Object.keys(header);
    const { redisKey } = await admin.api.call(calls.exportStart, {
      ...request, fileName: `导出_${list}`, exportField: keys.map((k) => `${header[k] ?? k}:${k}`).join(','),
    });
    const done = await waitFinished(() => admin.api.call(calls.exportProgress, { key: redisKey }), 120_000);
    expect(done).toMatchObject({ state: 'succeeded' });
    const file = await download(server.baseUrl, admin, done.url);
    return { rows: await readXlsx(file.bytes), bytes: file.bytes };
  }

  /** The knowledge base as the studio pages it (100 a page at most), every page in order. */
  async function allKnowledge() {
    const records = [];
    for (let current = 1; ; current += 1) {
      const page = await admin.api.call(robot.knowledgePage, { size: 100, current });
      records.push(...page.records);
      if (records.length >= page.total || page.records.length === 0) return records;
    }
  }

  async function importFile(list: SpreadsheetListName, bytes: Buffer, dryRun = false) {
    const calls = spreadsheetCalls[list];
    const answer = await uploadFile(server.baseUrl, admin, calls.importUpload.path, { name: `${list}往返.xlsx`, bytes: new Uint8Array(bytes) });
    expect(answer.body.status).toBe(1000);
    const { redisKey } = await admin.api.call(calls.importStart, { fileKey: answer.body.result?.fileKey ?? '', headerLine: 1, errorRegx: 1, dryRun });
    return waitFinished(() => admin.api.call(calls.importProgress, { key: redisKey }), 120_000);
  }

  it.each(Object.entries(HEADERS))('[EXP-06] %s exports the columns the studio shows, under its titles', async (list, expected) => {
    const header = await admin.api.call(spreadsheetCalls[list as SpreadsheetListName].exportHeader, {});
    expect(header).toEqual(expected);
  });

  it('[EXP-01] [EXP-02] each new list counts what its page shows: the whole list, its search, its ticked rows', async () => {
    const knowledge = await admin.api.call(robot.knowledgePage, { size: 10 });
    expect(await admin.api.call(spreadsheetCalls.knowledge.exportCount, { dataRange: 1 })).toBe(knowledge.total);
    const word = knowledge.records[0]?.question.slice(0, 2) ?? '';
    expect(await admin.api.call(spreadsheetCalls.knowledge.exportCount, { dataRange: 2, formInline: { keyword: word } }))
      .toBe((await admin.api.call(robot.knowledgePage, { size: 1, keyword: word })).total);
    const picked = knowledge.records.slice(0, 2).map((q) => q.questionId);
    expect(await admin.api.call(spreadsheetCalls.knowledge.exportCount, { dataRange: 3, choiceDataIds: picked })).toBe(picked.length);

    expect(await admin.api.call(spreadsheetCalls.sensitiveWord.exportCount, { dataRange: 1 })).toBe((await admin.api.call(ratings.sensitiveWordList, { size: 1 })).total);
    expect(await admin.api.call(spreadsheetCalls.feedback.exportCount, { dataRange: 2, formInline: { status: 'pending' } }))
      .toBe((await admin.api.call(feedback.feedbackAdminPage, { size: 1, status: 'pending' })).total);
    expect(await admin.api.call(spreadsheetCalls.guide.exportCount, { dataRange: 2, formInline: { guide: 'with' } }))
      .toBe((await admin.api.call(guideConfig.guideConfigPage, { size: 1, guide: 'with' })).total);
    expect(await admin.api.call(spreadsheetCalls.scene.exportCount, { dataRange: 1 })).toBe((await admin.api.call(helpConfig.sceneAdminList, {})).length);
    const [card] = await admin.api.call(cardsAdmin.cardList, {});
    if (!card) throw new Error('seed has no cards');
    expect(await admin.api.call(spreadsheetCalls.cardColumn.exportCount, { dataRange: 2, formInline: { cardId: card.id } }))
      .toBe((await admin.api.call(cardsAdmin.columnList, { cardId: card.id })).length);
  }, JOB_TEST_MS);

  it('[EXP-02] the knowledge base exports in the page\'s order, codes as the studio\'s labels, with each row\'s 更新时间', async () => {
    const shown = await allKnowledge();
    const { rows } = await exportRows('knowledge', { dataRange: 1 }, ['questionId', 'status', 'visibility', 'updatedAt']);
    expect(rows[0]).toEqual(['问题编号', '状态', '可见范围', '更新时间']);
    expect(rows.slice(1).map((r) => r[0])).toEqual(shown.map((q) => q.questionId));
    for (const [at, q] of shown.entries()) {
      const row = rows[at + 1];
      expect(row?.[1]).toBe(q.status === 1 ? '已上线' : '已下线');
      expect(row?.[2]).toBe(q.visibility === 'public' ? '所有人（含未登录访客）' : '仅登录用户');
      expect(new Date(String(row?.[3])).getTime()).toBe(new Date(q.updatedAt).getTime());
    }
  }, JOB_TEST_MS);

  it('[EXP-02] ticked cards and navigation entries export from the draft, unpublished ones included, codes as labels', async () => {
    const [card] = await admin.api.call(cardsAdmin.cardList, {});
    if (!card) throw new Error('seed has no cards');
    const { id: draftCardId } = await admin.api.call(cardsAdmin.cardSubmit, {
      typeId: card.typeId, cardKind: 'TODO', cardName: '未发布卡片', cardIntroduction: '', displayRows: card.displayRows, url: card.url, status: 1, sort: 99,
    });
    const cards = await exportRows('card', { dataRange: 3, choiceDataIds: [draftCardId] }, ['cardName', 'cardKind', 'status', 'updatedAt']);
    // Not published: it has no time it went live.
    expect(cards.rows[0]).toEqual(['卡片名称', '卡片种类', '状态', '更新时间']);
    expect(cards.rows[1]?.slice(0, 3)).toEqual(['未发布卡片', '待办事项', '启用']);
    expect(cards.rows[1]?.[3] ?? null).toBeNull();

    const { id: entryId } = await admin.api.call(navigationConfig.navigationConfigSubmit, { navigationName: '未发布导航', path: 'https://example.edu.cn/x' });
    const entries = await admin.api.call(navigationConfig.navigationConfigList, {});
    const nav = await exportRows('navigation', { dataRange: 3, choiceDataIds: [entryId] });
    // The English name (ADR 033) is an empty cell when none is set.
    expect(nav.rows).toEqual([
      ['导航名称', '导航英文名称', '是否内置', '是否启用', '访问路径', '排序'],
      ['未发布导航', undefined, '自定义', '已启用', 'https://example.edu.cn/x', entries.find((e) => e.id === entryId)?.sort ?? -1],
    ]);
    const all = await exportRows('navigation', { dataRange: 1 }, ['navigationName']);
    expect(all.rows.slice(1).map((r) => r[0])).toEqual(entries.map((e) => e.navigationName));
  }, JOB_TEST_MS);

  it('[EXP-02] the service catalogue writes 服务类型, 访问方式 and 打开方式 as the studio shows them, and reads them back', async () => {
    const [service] = await server.context.db.select().from(services).where(eq(services.tenantId, '000000')).limit(1);
    if (!service) throw new Error('seed has no services');
    await server.context.db.update(services).set({ openWay: 1002 }).where(eq(services.serviceId, service.serviceId));
    const { rows, bytes } = await exportRows('service', { dataRange: 3, choiceDataIds: [service.serviceId] },
      ['serviceCode', 'serviceName', 'deptCode', 'serviceType', 'accessWay', 'openWay', 'serviceUrl', 'status']);
    expect(rows[1]?.slice(3, 6)).toEqual([labelOf(SERVICE_KIND_LABELS, service.serviceType), labelOf(ACCESS_WAY_LABELS, service.accessWay), '弹出窗口']);
    // Unchanged, it imports back as nothing to do; with 新标签页 for 打开方式 it updates the service.
    expect(await importFile('service', bytes)).toMatchObject({ state: 'succeeded', jumpNum: 1, updateNum: 0, failNum: 0 });
    const edited = await editWorkbook(bytes, (sheet, column) => { sheet.getCell(2, column('打开方式')).value = '新标签页'; });
    expect(await importFile('service', edited)).toMatchObject({ state: 'succeeded', updateNum: 1, failNum: 0 });
    const [after] = await server.context.db.select().from(services).where(eq(services.serviceId, service.serviceId));
    expect(after?.openWay).toBe(1003);
  }, JOB_TEST_MS);

  it('[EXP-02] the service catalogue, the users and the duty list export in the order the admin sorted them, every range', async () => {
    const services = await admin.api.call(catalogueLists.servicePage, { size: 100, sort: 'status', order: 'DESC' });
    const shownServices = services.records.map((r) => r.serviceCode);
    const serviceFile = await exportRows('service', { dataRange: 1, formInline: { sort: 'status', order: 'DESC' } }, ['serviceCode']);
    expect(serviceFile.rows.slice(1, 1 + shownServices.length).map((r) => r[0])).toEqual(shownServices);
    // Ticked rows come in the list's order too, not the order they were ticked in.
    const ticked = [shownServices[3], shownServices[0], shownServices[2]].filter((id): id is string => id !== undefined);
    const tickedFile = await exportRows('service', { dataRange: 3, choiceDataIds: ticked, formInline: { sort: 'status', order: 'DESC' } }, ['serviceCode']);
    expect(tickedFile.rows.slice(1).map((r) => r[0])).toEqual(shownServices.filter((id) => ticked.includes(id)));

    const users = await admin.api.call(catalogueLists.userPage, { size: 100, sort: 'realName', order: 'DESC' });
    const userFile = await exportRows('user', { dataRange: 2, formInline: { sort: 'realName', order: 'DESC' } }, ['account']);
    expect(userFile.rows.slice(1, 1 + users.records.length).map((r) => r[0])).toEqual(users.records.map((u) => u.account));
    // No sort sent: the list's own order (users by account), as the page shows it unsorted.
    const plain = await admin.api.call(catalogueLists.userPage, { size: 100 });
    const plainFile = await exportRows('user', { dataRange: 1 }, ['account']);
    expect(plainFile.rows.slice(1, 1 + plain.records.length).map((r) => r[0])).toEqual(plain.records.map((u) => u.account));

    const duties = await admin.api.call(duty.dutyConfigPage, { size: 100, sort: 'dutyName', order: 'DESC' });
    const dutyFile = await exportRows('deptDuty', { dataRange: 1, formInline: { sort: 'dutyName', order: 'DESC' } }, ['dutyCode']);
    expect(dutyFile.rows.slice(1, 1 + duties.records.length).map((r) => r[0])).toEqual(duties.records.map((d) => d.dutyCode));
  }, JOB_TEST_MS);

  it('[EXP-02] an ordered export pages by its sort value then its key: short pages across many equal values meet the page\'s order', async () => {
    const source = EXPORT_SOURCES.service;
    const [code] = source.columns;
    if (!code) throw new Error('no columns');
    for (const [sort, order] of [['status', 'DESC'], ['releasedAt', 'ASC'], ['deptName', 'ASC']] as const) {
      const filter: ExportFilter = { tenantId: '000000', dataRange: 1, choiceDataIds: [], form: { sort, order } };
      const ordered = exportOrderOf(source, filter.form);
      expect(ordered).toEqual({ field: sort, desc: order === 'DESC' });
      const written: string[] = [];
      let cursor: RowCursor = { afterId: '' };
      for (;;) {
        const rows = await pageRows(server.context.db, source, [code], filter, cursor, 7, ordered);
        const last = rows[rows.length - 1];
        if (!last) break;
        written.push(...rows.map((r) => String(r.cells[0])));
        cursor = { afterId: last.id, ...(last.key !== null ? { afterKey: last.key } : {}) };
      }
      const shown: string[] = [];
      for (let current = 1; ; current += 1) {
        const page = await admin.api.call(catalogueLists.servicePage, { size: 100, current, sort, order });
        shown.push(...page.records.map((r) => r.serviceCode));
        if (shown.length >= page.total || page.records.length === 0) break;
      }
      expect(written).toEqual(shown);
    }
  }, JOB_TEST_MS);

  it('[IMP-10] [IMP-14] a knowledge-base round trip: export, rename a question and change its 状态 label in Excel, 预检, import — updated, nothing lost or duplicated', async () => {
    const before = await server.context.db.select().from(robotQuestions).where(eq(robotQuestions.tenantId, '000000'));
    const shown = await allKnowledge();
    const [first, second] = shown;
    if (!first || !second) throw new Error('seed has too few questions');
    const { bytes } = await exportRows('knowledge', { dataRange: 1 });
    const edited = await editWorkbook(bytes, (sheet, column) => {
      sheet.getCell(2, column('问题')).value = `${first.question}（改名）`;
      sheet.getCell(3, column('状态')).value = second.status === 1 ? '已下线' : '已上线';
    });

    // 预检: says what the import would do, writes nothing.
    const dry = await importFile('knowledge', edited, true);
    expect(dry).toMatchObject({ state: 'succeeded', newInsertNum: 0, updateNum: 2, jumpNum: shown.length - 2, failNum: 0 });
    const [still] = await server.context.db.select().from(robotQuestions).where(eq(robotQuestions.id, first.questionId));
    expect(still?.question).toBe(first.question);

    const done = await importFile('knowledge', edited);
    expect(done).toMatchObject({ state: 'succeeded', newInsertNum: 0, updateNum: 2, jumpNum: shown.length - 2, failNum: 0 });
    // Every skipped row is in the report with its reason.
    expect(done.errorKey).not.toBe('');
    const report = await readXlsx(await (await admin.api.call(spreadsheetCalls.knowledge.importErrorFile, { errorKey: done.errorKey })).arrayBuffer());
    expect(report.slice(1).filter((r) => r.some((c) => c === '与现有问题相同，无需更新'))).toHaveLength(shown.length - 2);

    const after = await server.context.db.select().from(robotQuestions).where(eq(robotQuestions.tenantId, '000000'));
    expect(after).toHaveLength(before.length);
    expect(new Set(after.map((q) => q.id))).toEqual(new Set(before.map((q) => q.id)));
    expect(after.find((q) => q.id === first.questionId)?.question).toBe(`${first.question}（改名）`);
    expect(after.find((q) => q.id === second.questionId)?.status).toBe(second.status === 1 ? 0 : 1);
    // The robot answers from the renamed question at once (the import moved its index version and told the engine).
    if (first.status === 1) {
      const found = await admin.api.call(robot.questionSearch, { keyword: `${first.question}（改名）`.slice(-50) });
      expect(JSON.stringify(found)).toContain('（改名）');
    }
  }, JOB_TEST_MS);

  it('[IMP-10] a knowledge-base file reports each refused row with its reason: unknown id, unknown scene, a label it does not know', async () => {
    const [q] = (await admin.api.call(robot.knowledgePage, { size: 1 })).records;
    if (!q) throw new Error('seed has no questions');
    const header = ['问题编号', '问题', '问题场景', '答案', '状态'];
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('知识库');
    sheet.addRow(header);
    sheet.addRow(['nosuchid', '没有这个编号的问题', q.sceneName, '答案', '']);
    sheet.addRow(['', '场景不存在的问题', '没有的场景', '答案', '']);
    sheet.addRow(['', '状态写错的问题', q.sceneName, '答案', '半上线']);
    sheet.addRow(['', '导入新增的问题', q.sceneName, '导入新增的答案', '已下线']);
    const done = await importFile('knowledge', Buffer.from(await workbook.xlsx.writeBuffer()));
    expect(done).toMatchObject({ state: 'succeeded', newInsertNum: 1, failNum: 3 });
    const report = await readXlsx(await (await admin.api.call(spreadsheetCalls.knowledge.importErrorFile, { errorKey: done.errorKey })).arrayBuffer());
    const text = JSON.stringify(report);
    expect(text).toContain('问题编号不存在：nosuchid');
    expect(text).toContain('问题场景不存在：没有的场景');
    expect(text).toContain('状态无效：半上线（可填 已下线、已上线）');
    const [added] = await server.context.db.select().from(robotQuestions).where(and(eq(robotQuestions.tenantId, '000000'), eq(robotQuestions.question, '导入新增的问题')));
    expect(added?.status).toBe(0);
  }, JOB_TEST_MS);

  it('[IMP-10] a duty-list round trip renames a duty and changes its 职责类型 label, matched by 职责编码', async () => {
    const { records: [target] } = await admin.api.call(duty.dutyConfigPage, { size: 1 });
    if (!target) throw new Error('seed has no duties');
    const { bytes } = await exportRows('deptDuty', { dataRange: 3, choiceDataIds: [target.id] },
      ['deptCode', 'dutyCode', 'dutyName', 'dutyType', 'basis', 'content', 'isPublic', 'sort']);
    const newType = target.dutyType === 'MAIN' ? '协同职责' : '主要职责';
    const edited = await editWorkbook(bytes, (sheet, column) => {
      sheet.getCell(2, column('职责名称')).value = `${target.dutyName}（改名）`;
      sheet.getCell(2, column('职责类型')).value = newType;
    });
    expect(await importFile('deptDuty', bytes)).toMatchObject({ state: 'succeeded', jumpNum: 1, updateNum: 0 });
    expect(await importFile('deptDuty', edited)).toMatchObject({ state: 'succeeded', updateNum: 1, newInsertNum: 0, failNum: 0 });
    const after = (await admin.api.call(duty.dutyConfigPage, { size: 5, keyword: target.dutyCode })).records.filter((d) => d.dutyCode === target.dutyCode);
    expect(after).toHaveLength(1);
    expect(after[0]).toMatchObject({ id: target.id, dutyName: `${target.dutyName}（改名）`, dutyType: newType === '主要职责' ? 'MAIN' : 'COOPERATE' });
  }, JOB_TEST_MS);
});
