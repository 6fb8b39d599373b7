import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { services } from '../db/schema/catalogue';
import {
  calendarEvents, holidays, homeSettings, quickNavigations, semesters, serviceSpecialItems, serviceSpecials, themes,
} from '../db/schema/content';
import { storeFile } from '../features/files/services/store-file';
import { fileUrl } from '../../shared/rules/file-url';
import { SEMESTERS } from './data/home-calendar';
import { HOLIDAYS } from './data/home-holidays';
import { posterSvg, themeBannerSvg, todoBackgroundSvg } from './data/home-images';
import { QUICK_NAVIGATION } from './data/home-navigation';
import { SERVICE_SPECIALS } from './data/home-specials';
import { seedMessages } from './data/messages-rows';
import { THEMES } from './data/themes';

type HomeIdKind = 'qnav' | 'hol' | 'sem' | 'cal' | 'theme' | 'spec';

/** Ids embed the tenant, so that seeding a second tenant never collides with the first (as seedId does). */
function homeSeedId(kind: HomeIdKind, tenantId: string, key: string): string {
  return `${kind}-${tenantId}-${key}`;
}

const SVG = 'image/svg+xml';

/**
 * Seeds what surrounds the home page's cards for one tenant: quick navigation, holidays, the school calendar,
 * themes with their images, service specials, the home settings, and the demo users' messages.
 */
export async function seedHomeContent(tx: Queryable, tenantId: string, now: Date = new Date()): Promise<void> {
  await tx.insert(quickNavigations).values(QUICK_NAVIGATION.map((n, i) => ({
    id: homeSeedId('qnav', tenantId, n.key), tenantId, name: n.name, icon: n.icon, url: n.url, openWay: n.openWay, sort: i + 1,
  })));
  await tx.insert(holidays).values(HOLIDAYS.map((h) => ({
    id: homeSeedId('hol', tenantId, `${h.startDate}`), tenantId, name: h.name, startDate: h.startDate, endDate: h.endDate,
  })));
  await seedCalendar(tx, tenantId);
  await seedThemes(tx, tenantId);
  await seedSpecials(tx, tenantId);
  await tx.insert(homeSettings).values({ tenantId, isShowMsg: 1 });
  await seedMessages(tx, tenantId, now);
}

async function seedCalendar(tx: Queryable, tenantId: string): Promise<void> {
  await tx.insert(semesters).values(SEMESTERS.map((s) => ({
    id: homeSeedId('sem', tenantId, s.key), tenantId, name: s.name, startDate: s.startDate, endDate: s.endDate,
  })));
  await tx.insert(calendarEvents).values(SEMESTERS.flatMap((s) => s.events.map((e, i) => ({
    id: homeSeedId('cal', tenantId, `${s.key}-${String(i + 1).padStart(2, '0')}`),
    tenantId,
    semesterId: homeSeedId('sem', tenantId, s.key),
    title: e.title,
    kind: e.kind,
    startDate: e.startDate,
    endDate: e.endDate,
  }))));
}

async function seedThemes(tx: Queryable, tenantId: string): Promise<void> {
  const rows = [];
  for (const [i, t] of THEMES.entries()) {
    const banner = await storeFile(tx, tenantId, { fileName: `theme-${t.key}-banner.svg`, mime: SVG, bytes: themeBannerSvg(t.themeColor) });
    const todo = await storeFile(tx, tenantId, { fileName: `theme-${t.key}-todo.svg`, mime: SVG, bytes: todoBackgroundSvg(t.themeColor) });
    rows.push({
      id: homeSeedId('theme', tenantId, t.key),
      tenantId,
      themeName: t.themeName,
      themeColor: t.themeColor,
      themeImg: fileUrl(banner),
      themeImgBorderColor: t.borderColor,
      waitingBgImg: fileUrl(todo),
      isDefault: t.isDefault ? 1 : 0,
      sort: i + 1,
    });
  }
  await tx.insert(themes).values(rows);
}

async function seedSpecials(tx: Queryable, tenantId: string): Promise<void> {
  const names = [...new Set(SERVICE_SPECIALS.flatMap((s) => s.serviceNames))];
  // A name may recur across departments (each college has its own copy of some services): the first one counts.
  const found = await tx
    .select({ serviceId: services.serviceId, serviceName: services.serviceName })
    .from(services)
    .where(and(eq(services.tenantId, tenantId), inArray(services.serviceName, names)))
    .orderBy(asc(services.sort));
  const idByName = new Map<string, string>();
  for (const row of found) if (!idByName.has(row.serviceName)) idByName.set(row.serviceName, row.serviceId);

  for (const [i, s] of SERVICE_SPECIALS.entries()) {
    const cover = await storeFile(tx, tenantId, {
      fileName: `special-${s.key}.svg`, mime: SVG, bytes: posterSvg(s.title, '', s.color, { width: 480, height: 270 }),
    });
    const id = homeSeedId('spec', tenantId, s.key);
    await tx.insert(serviceSpecials).values({
      id, tenantId, title: s.title, description: s.description, cover: fileUrl(cover), status: 1, sort: i + 1,
    });
    const serviceIds = s.serviceNames.map((name) => idByName.get(name)).filter((v): v is string => v !== undefined);
    if (serviceIds.length > 0) {
      await tx.insert(serviceSpecialItems).values(serviceIds.map((serviceId, n) => ({ specialId: id, serviceId, sort: n + 1 })));
    }
  }
}
