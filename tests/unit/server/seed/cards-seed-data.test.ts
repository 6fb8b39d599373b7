import { describe, expect, it } from 'vitest';
import { sourceFitsCard } from '../../../../src/server/features/cards/data-sources/source-kinds';
import { CARD_KINDS, cardConfigSchema, columnDataSourceSchema } from '../../../../src/shared/schema/cards';
import { MANDATORY_CARDS, ROLE_LAYOUTS, cardsFor } from '../../../../src/server/seed/data/cards-config';
import { NEWS } from '../../../../src/server/seed/data/news';
import { DEMO_UNITS, generatePeople } from '../../../../src/server/seed/data/process-people';
import { generateProcessRecords, type FlowPerson, type ProcessInput } from '../../../../src/server/seed/data/process-records';
import { generateCatalogue } from '../../../../src/server/seed/generate-catalogue';
import { createPrng } from '../../../../src/server/seed/prng';

const NOW = Date.parse('2026-03-10T08:00:00Z');
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

function input(): ProcessInput {
  const catalogue = generateCatalogue({ tenantId: '000000', now: new Date(NOW) });
  const codeOf = new Map(catalogue.departments.map((d) => [d.id, d.deptCode]));
  const people: FlowPerson[] = generatePeople(createPrng('people')).map((p) => ({ id: p.key, realName: p.realName, kind: p.kind, deptCode: p.deptCode }));
  const demo = {
    teacher: { id: 'teacher', realName: '王建国', kind: 'staff', deptCode: DEMO_UNITS.teacher },
    admin: { id: 'admin', realName: '系统管理员', kind: 'staff', deptCode: DEMO_UNITS.admin },
    student: { id: 'student', realName: '李明轩', kind: 'student', deptCode: DEMO_UNITS.student },
  } as const;
  return {
    tenantId: '000000', now: NOW, prng: createPrng('process'),
    people: [...people, demo.teacher, demo.admin, demo.student],
    services: catalogue.services.filter((s) => s.serviceType === 'PROCESS' && s.processType === 'ONLINE')
      .map((s) => ({ serviceId: s.serviceId, serviceName: s.serviceName, deptCode: codeOf.get(s.serviceDeptId) ?? '', audience: s.audience ?? 'all' })),
    departments: new Map(catalogue.departments.map((d) => [d.deptCode, { id: d.id, name: d.deptName }])),
    demo,
  };
}

describe('the demo process records', () => {
  const records = generateProcessRecords(input());
  const nodesOf = new Map<string, typeof records.nodes>();
  for (const node of records.nodes) nodesOf.set(node.processId, [...(nodesOf.get(node.processId) ?? []), node]);
  const pendingOf = (userId: string) => records.nodes.filter((n) => n.handlerId === userId && n.endedAt === null);

  it('are the same for the same seed', () => {
    expect(generateProcessRecords(input())).toEqual(records);
  });

  it('span two semesters with steps in order, each handled by someone other than the applicant', () => {
    const starts = records.processes.map((p) => p.startedAt.getTime());
    expect(NOW - Math.min(...starts)).toBeGreaterThan(250 * DAY_MS);
    expect(records.processes.length).toBeGreaterThan(1000);
    for (const process of records.processes) {
      const nodes = nodesOf.get(process.id) ?? [];
      expect(nodes.map((n) => n.seq)).toEqual(nodes.map((_, i) => i + 1));
      for (const [i, node] of nodes.entries()) {
        expect(node.handlerId).not.toBe(process.applicantId);
        expect(node.startedAt.getTime()).toBeLessThanOrEqual(NOW);
        if (node.endedAt) expect(node.endedAt.getTime()).toBeGreaterThan(node.startedAt.getTime());
        const next = nodes[i + 1];
        if (next && node.endedAt) expect(next.startedAt.getTime()).toBeGreaterThanOrEqual(node.endedAt.getTime());
      }
      const last = nodes.at(-1);
      if (process.status === 'running') {
        expect(nodes.filter((n) => n.endedAt === null)).toEqual([last]);
        expect(process.endedAt).toBeNull();
      } else {
        expect(nodes.every((n) => n.endedAt !== null)).toBe(true);
        expect(process.endedAt?.getTime()).toBe(last?.endedAt?.getTime());
      }
      if (process.status === 'done') expect(nodes.every((n) => n.result === 'approved')).toBe(true);
      if (process.status === 'rejected') expect(last?.result).toBe('rejected');
    }
  });

  it('leave the teacher and the admin pending steps, some overdue, and let the student apply in every state', () => {
    const overdue = (n: (typeof records.nodes)[number]) => (n.timeLimitHours ?? 0) > 0 && n.startedAt.getTime() + (n.timeLimitHours ?? 0) * HOUR_MS < NOW;
    const teacher = pendingOf('teacher');
    expect(teacher.length).toBeGreaterThanOrEqual(26);
    expect(teacher.filter(overdue).length).toBeGreaterThan(0);
    expect(teacher.filter((n) => !overdue(n)).length).toBeGreaterThan(teacher.length / 2);
    expect(new Set(teacher.map((n) => records.processes.find((p) => p.id === n.processId)?.flowType))).toEqual(new Set(['教务', '学工', '人事', '财务', '科研']));
    expect(pendingOf('admin').length).toBeGreaterThanOrEqual(16);
    expect(pendingOf('student')).toEqual([]);
    const own = records.processes.filter((p) => p.applicantId === 'student');
    expect(['running', 'done', 'rejected'].map((s) => own.filter((p) => p.status === s).length)).toEqual([4, 6, 2]);
  });
});

describe('the demo card configuration', () => {
  const cards = cardsFor((key) => `scene-000000-${key}`);

  it('[CARD-02] has one card of each of the ten kinds, each valid, each column\'s source fitting its card', () => {
    expect(cards.map((c) => c.cardKind).sort()).toEqual([...CARD_KINDS].sort());
    for (const card of cards) {
      expect(cardConfigSchema.safeParse({ ...card, typeId: 't', status: 1, sort: 1 }).success, card.cardName).toBe(true);
      expect(card.columns.length).toBeGreaterThan(0);
      for (const column of card.columns) {
        const source = columnDataSourceSchema.parse(column.dataSource);
        expect(source.kind === 'builtin' && sourceFitsCard(source.source, card.cardKind), `${card.cardName}/${column.columnName}`).toBe(true);
      }
    }
  });

  it('gives each role a default of 6–8 cards that holds the mandatory ones, and offers more', () => {
    for (const layout of Object.values(ROLE_LAYOUTS)) {
      expect(layout.defaults.length).toBeGreaterThanOrEqual(6);
      expect(layout.defaults.length).toBeLessThanOrEqual(8);
      for (const key of MANDATORY_CARDS) expect(layout.defaults).toContain(key);
      expect(layout.optional.length).toBeGreaterThan(0);
      expect(layout.optional.filter((key) => layout.defaults.includes(key))).toEqual([]);
    }
  });

  it('[CARD-09] has about 40 news items, a few released within 24 hours', () => {
    expect(NEWS.length).toBeGreaterThanOrEqual(36);
    expect(NEWS.filter((n) => n.hoursAgo < 24).length).toBeGreaterThanOrEqual(5);
    expect(new Set(NEWS.map((n) => n.title)).size).toBe(NEWS.length);
  });
});
