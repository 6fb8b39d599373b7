import { describe, expect, it } from 'vitest';
import { EHALL_BASE, generateCatalogue } from '../../../../src/server/seed/generate-catalogue';
import { SERVICE_ICONS } from '../../../../src/server/seed/data/icons';
import { NAVIGATION } from '../../../../src/server/seed/data/shell-content';
import { createPrng } from '../../../../src/server/seed/prng';

const NOW = new Date('2025-06-01T08:00:00Z');
const DAY_MS = 24 * 3_600_000;
const catalogue = generateCatalogue({ tenantId: '000000', now: NOW });

describe('the seeded PRNG', () => {
  it('gives the same sequence for the same seed and another for another seed', () => {
    const a = createPrng('x');
    const b = createPrng('x');
    const c = createPrng('y');
    const seqA = Array.from({ length: 20 }, () => a.next());
    expect(Array.from({ length: 20 }, () => b.next())).toEqual(seqA);
    expect(Array.from({ length: 20 }, () => c.next())).not.toEqual(seqA);
    for (const v of seqA) expect(v >= 0 && v < 1).toBe(true);
  });

  it('keeps int() within both ends, each end reachable', () => {
    const prng = createPrng('ints');
    const seen = new Set(Array.from({ length: 500 }, () => prng.int(3, 6)));
    expect([...seen].sort()).toEqual([3, 4, 5, 6]);
  });
});

describe('the demo catalogue generator', () => {
  it('gives the same rows for the same options', () => {
    expect(generateCatalogue({ tenantId: '000000', now: NOW })).toEqual(catalogue);
  });

  it('gives another tenant the same content under ids of its own', () => {
    const other = generateCatalogue({ tenantId: '000001', now: NOW });
    expect(other.services.map((s) => s.serviceName)).toEqual(catalogue.services.map((s) => s.serviceName));
    const ids = new Set(catalogue.services.map((s) => s.serviceId));
    expect(other.services.some((s) => ids.has(s.serviceId))).toBe(false);
  });

  it('builds about 30 departments as one tree without orphans or duplicate codes', () => {
    const { departments } = catalogue;
    expect(departments.length).toBeGreaterThanOrEqual(28);
    expect(departments.length).toBeLessThanOrEqual(40);
    const ids = new Set(departments.map((d) => d.id));
    expect(ids.size).toBe(departments.length);
    expect(new Set(departments.map((d) => d.deptCode)).size).toBe(departments.length);
    expect(departments.filter((d) => d.parentId === null)).toHaveLength(1);
    const byId = new Map(departments.map((d) => [d.id, d]));
    for (const d of departments) {
      // Walking up from every department reaches the root without a cycle.
      let current = d;
      for (let hops = 0; current.parentId; hops += 1) {
        expect(hops).toBeLessThan(departments.length);
        const parent = byId.get(current.parentId);
        expect(parent, `parent of ${d.deptName}`).toBeDefined();
        if (!parent) break;
        current = parent;
      }
    }
    const categories = new Set(departments.map((d) => d.deptCategory));
    for (const c of ['党政机构', '教学单位', '直属单位', '群团组织']) expect(categories).toContain(c);
    expect(departments.filter((d) => d.deptCategory === '教学单位').length).toBeGreaterThanOrEqual(10);
  });

  it('has 12 scenes and 300–400 services that reference existing departments, scenes and types', () => {
    expect(catalogue.scenes).toHaveLength(12);
    expect(catalogue.services.length).toBeGreaterThanOrEqual(300);
    expect(catalogue.services.length).toBeLessThanOrEqual(400);
    const deptIds = new Set(catalogue.departments.map((d) => d.id));
    const sceneIds = new Set(catalogue.scenes.map((s) => s.id));
    const typeIds = new Set(catalogue.types.map((t) => t.id));
    for (const s of catalogue.services) {
      expect(deptIds.has(s.serviceDeptId)).toBe(true);
      expect(sceneIds.has(s.serviceSceneId ?? '')).toBe(true);
      expect(typeIds.has(s.serviceTypeId ?? '')).toBe(true);
    }
    expect(new Set(catalogue.services.map((s) => s.serviceId)).size).toBe(catalogue.services.length);
    expect(new Set(catalogue.services.map((s) => s.serviceName)).size).toBe(catalogue.services.length);
    // Every scene is used, so no scene tab of the service hall is empty.
    expect(new Set(catalogue.services.map((s) => s.serviceSceneId)).size).toBe(12);
  });

  it('covers both service types, both process types, every openWay (OPEN-01) and accessWay 5 (OPEN-02)', () => {
    const { services } = catalogue;
    expect(new Set(services.map((s) => s.serviceType))).toEqual(new Set(['APPLICATION', 'PROCESS']));
    expect(new Set(services.map((s) => s.processType))).toEqual(new Set(['ONLINE', 'OFFLINE']));
    expect(new Set(services.map((s) => s.openWay))).toEqual(new Set([1001, 1002, 1003]));
    expect(services.filter((s) => s.accessWay === '5').length).toBeGreaterThanOrEqual(3);
    expect(new Set(services.map((s) => s.audience))).toEqual(new Set(['teacher', 'student', 'all']));
    expect(services.some((s) => s.hasGuide) && services.some((s) => !s.hasGuide)).toBe(true);
  });

  it('spreads visit counts from 0 to above the CARD-05 cap of 9999999', () => {
    const visits = catalogue.services.map((s) => s.visitCount ?? 0);
    expect(visits.some((v) => v === 0)).toBe(true);
    // One system everyone opens daily passes the cap; the rest stay believable for one university.
    expect(visits.filter((v) => v > 9_999_999)).toHaveLength(1);
    expect(visits.some((v) => v >= 1_000 && v < 100_000)).toBe(true);
  });

  it('releases a few services within the last 24 hours (CARD-09) and the rest within the year', () => {
    const ages = catalogue.services.map((s) => NOW.getTime() - (s.releasedAt?.getTime() ?? 0));
    const fresh = ages.filter((age) => age > 0 && age < DAY_MS);
    expect(fresh.length).toBeGreaterThanOrEqual(3);
    expect(fresh.length).toBeLessThan(20);
    for (const age of ages) expect(age > 0 && age <= 365 * DAY_MS).toBe(true);
  });

  it('uses only internal e-hall URLs and icons from the fixed set', () => {
    const icons = new Set<string>(SERVICE_ICONS);
    for (const s of catalogue.services) {
      expect(s.serviceUrl?.startsWith(`${EHALL_BASE}/`)).toBe(true);
      expect(icons.has(s.serviceIcon ?? '')).toBe(true);
    }
  });
});

describe('the shell content data', () => {
  it('has the six built-in navigations, exactly one enabled, each configurable under /userFrameConfig', () => {
    expect(NAVIGATION.map((n) => n.path)).toEqual([
      '/homePage', '/serviceHall', '/processServiceCenter', '/applicationServiceCenter', '/threelists', '/effectivenessSupervision',
    ]);
    // Every built-in entry is enabled; the portal shows those whose page is built.
    expect(NAVIGATION.every((n) => n.isAuto === 1)).toBe(true);
    for (const n of NAVIGATION) expect(n.configPath.startsWith('/userFrameConfig/')).toBe(true);
  });
});
