import type { departments, serviceScenes, services, serviceTypes } from '../db/schema/catalogue';
import { DEPARTMENTS, PHONE_PREFIX, type DepartmentSeed } from './data/departments';
import { ICON_BY_SCENE, ICON_BY_TYPE } from './data/icons';
import { SCENES, SERVICE_TYPES } from './data/scenes-and-types';
import { DEPT_ENGLISH, describeInEnglish, SCENE_ENGLISH, SERVICE_ENGLISH, TYPE_ENGLISH } from './data/catalogue-english';
import type { ServiceTemplate } from './data/service-template';
import { collegeServices } from './data/services-colleges';
import { OPERATIONS_SERVICES } from './data/services-operations';
import { STUDENT_AFFAIRS_SERVICES } from './data/services-student-affairs';
import { UNIT_SERVICES } from './data/services-units';
import { createPrng, type Prng } from './prng';

type DepartmentRow = typeof departments.$inferInsert;
type SceneRow = typeof serviceScenes.$inferInsert;
type TypeRow = typeof serviceTypes.$inferInsert;
export type ServiceRow = typeof services.$inferInsert;

export interface Catalogue {
  departments: DepartmentRow[];
  scenes: SceneRow[];
  types: TypeRow[];
  services: ServiceRow[];
}

export interface GenerateCatalogueOptions {
  tenantId: string;
  /** Release times are spread backwards from this instant, so CARD-09 sees a few services as new. */
  now: Date;
  /** PRNG seed; every tenant gets the same demo values unless told otherwise. */
  seed?: string;
}

/** Internal host of the demo university's e-hall; never fetched by the server or the tests. */
export const EHALL_BASE = 'https://ehall.hxlg.edu.cn';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** Ids embed the tenant so that seeding a second tenant never collides with the first. */
export function seedId(kind: 'dept' | 'scene' | 'stype' | 'svc' | 'nav', tenantId: string, key: string): string {
  return `${kind}-${tenantId}-${key}`;
}

/** Templates of every department, in tree order; departments without services get none. */
function templatesOf(code: string): readonly ServiceTemplate[] {
  return STUDENT_AFFAIRS_SERVICES[code] ?? OPERATIONS_SERVICES[code] ?? UNIT_SERVICES[code] ?? collegeServices(code);
}

/**
 * The whole demo catalogue as rows, without touching a database: the same options give the same rows.
 * About 35 departments in one tree, 12 scenes, 9 service types and ~345 services.
 */
export function generateCatalogue({ tenantId, now, seed = 'hxlg-catalog-v1' }: GenerateCatalogueOptions): Catalogue {
  const prng = createPrng(seed);
  const departmentRows = DEPARTMENTS.map((d, i) => toDepartmentRow(d, i, tenantId));
  const scenes = SCENES.map((s, i) => ({ id: seedId('scene', tenantId, s.key), tenantId, sceneName: s.name, sceneNameEn: SCENE_ENGLISH[s.key], icon: s.icon, sort: i + 1 }));
  const types = SERVICE_TYPES.map((t, i) => ({ id: seedId('stype', tenantId, t.key), tenantId, typeName: t.name, typeNameEn: TYPE_ENGLISH[t.key], sort: i + 1 }));

  const serviceRows: ServiceRow[] = [];
  for (const dept of DEPARTMENTS) {
    templatesOf(dept.code).forEach((template, n) => {
      const index = serviceRows.length;
      serviceRows.push(toServiceRow({ template, dept, n, index, tenantId, now: now.getTime(), prng }));
    });
  }
  return { departments: departmentRows, scenes, types, services: serviceRows };
}

function toDepartmentRow(d: DepartmentSeed, i: number, tenantId: string): DepartmentRow {
  return {
    id: seedId('dept', tenantId, d.code),
    tenantId,
    parentId: d.parent === null ? null : seedId('dept', tenantId, d.parent),
    deptCode: d.code,
    deptName: d.name,
    deptNameEn: DEPT_ENGLISH[d.code] ?? '',
    deptCategory: d.category,
    sort: i + 1,
    leader: d.leader,
    phone: `${PHONE_PREFIX}${d.ext}`,
    location: d.location,
  };
}

interface ServiceArgs {
  template: ServiceTemplate;
  dept: DepartmentSeed;
  /** Position within its department. */
  n: number;
  /** Position in the whole catalogue. */
  index: number;
  tenantId: string;
  now: number;
  prng: Prng;
}

function toServiceRow({ template: t, dept, n, index, tenantId, now, prng }: ServiceArgs): ServiceRow {
  const isApp = t.kind === 'APPLICATION';
  const offline = t.offline === true;
  // Flows open in the in-page dialog as a rule; applications are whole systems and leave the page.
  const openWay = t.openWay ?? (isApp
    ? prng.weighted([[1003, 7], [1002, 3]] as const)
    : prng.weighted([[1001, 75], [1002, 15], [1003, 10]] as const));
  const accessWay = t.accessWay ?? (isApp ? prng.weighted([['3', 6], ['2', 2], ['5', 2]] as const) : '1');
  const hasGuide = offline || prng.chance(isApp ? 0.3 : 0.8);
  const releasedAt = new Date(t.fresh ? now - prng.int(1, 20) * HOUR_MS - prng.int(0, 59) * 60_000 : now - prng.int(2 * DAY_MS, 365 * DAY_MS));
  const drawn = t.visits ?? (t.fresh ? prng.int(0, 60) : visitsFor(prng));
  const visitCount = t.visitsAfterDraw ?? drawn;
  const serviceIcon = t.icon ?? (prng.chance(0.5) ? ICON_BY_TYPE[t.type] : ICON_BY_SCENE[t.scene]);
  const code = `${dept.code.toLowerCase()}-${String(n + 1).padStart(3, '0')}`;
  // Looked up, never drawn: English names leave the PRNG's sequence, and so every other figure, as it was.
  const nameEn = SERVICE_ENGLISH[t.name] ?? '';
  return {
    serviceId: seedId('svc', tenantId, String(index + 1).padStart(4, '0')),
    tenantId,
    serviceName: t.name,
    serviceNameEn: nameEn,
    serviceIcon,
    serviceDeptId: seedId('dept', tenantId, dept.code),
    serviceSceneId: seedId('scene', tenantId, t.scene),
    serviceTypeId: seedId('stype', tenantId, t.type),
    serviceType: t.kind,
    processType: offline ? 'OFFLINE' : 'ONLINE',
    hasGuide,
    accessWay,
    openWay,
    serviceUrl: urlFor(isApp, offline, code),
    visitCount,
    releasedAt,
    status: 1,
    sort: index + 1,
    description: describe(t, dept),
    descriptionEn: nameEn === '' ? '' : describeInEnglish(nameEn, DEPT_ENGLISH[dept.code] ?? dept.name, t.kind, offline, t.audience),
    audience: t.audience,
  };
}

/** Visit counts spread over six orders of magnitude, with a few never visited; the famous few are fixed. */
function visitsFor(prng: Prng): number {
  if (prng.chance(0.04)) return 0;
  return Math.floor(10 ** (prng.next() * 6.3));
}

function urlFor(isApp: boolean, offline: boolean, code: string): string {
  if (isApp) return `${EHALL_BASE}/app/${code}/index.html`;
  if (offline) return `${EHALL_BASE}/guide/detail?serviceCode=${code}`;
  return `${EHALL_BASE}/flow/start?serviceCode=${code}`;
}

const AUDIENCE_TEXT = { teacher: '教职工', student: '在校学生', all: '全校师生' } as const;

function describe(t: ServiceTemplate, dept: DepartmentSeed): string {
  const who = AUDIENCE_TEXT[t.audience];
  if (t.kind === 'APPLICATION') return `${dept.name}提供的${t.name}，${who}使用统一身份认证登录后即可访问。`;
  if (t.offline) return `${who}可在线查看${t.name}的办事指南，备齐材料后到${dept.location}现场办理。`;
  return `${who}可在网上服务大厅在线提交${t.name}，由${dept.name}审核办理，进度可在个人中心查看。`;
}
