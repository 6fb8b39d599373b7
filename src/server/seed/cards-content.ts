import { createHash } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { roles, users } from '../db/schema/auth';
import { services } from '../db/schema/catalogue';
import { cardColumns, cardRoleAuth, cards, cardTypes, stagingRows } from '../db/schema/cards';
import { commonTools, newsArticles, serviceRecommendations } from '../db/schema/content';
import { files } from '../db/schema/messages';
import { serviceFavorites } from '../db/schema/process';
import { fileUrl } from '../../shared/rules/file-url';
import {
  CARD_ENGLISH, CARD_TYPES, MANDATORY_CARDS, OFFICIAL_ACCOUNT_CHANNEL, ROLE_LAYOUTS, STAGING_TABLES, cardsFor, type CardKey, type RoleType,
} from './data/cards-config';
import { newsCoverSvg, toolIconSvg } from './data/cards-images';
import { FAVOURITES, RECOMMENDATIONS, SCHOLARSHIP_SERVICE, STUDENT_STAGING } from './data/cards-personal';
import { demoResumeUrl } from './data/demo-urls';
import { NEWS } from './data/news';
import { seedProcessRecords } from './data/process-seed';
import { TOOLS } from './data/tools';
import { EHALL_BASE, seedId } from './generate-catalogue';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
const ROLE_TYPES: readonly RoleType[] = ['admin', 'teacher', 'student'];

const cardId = (tenantId: string, key: CardKey) => `card-${tenantId}-${key}`;
const isRoleType = (value: string): value is RoleType => (ROLE_TYPES as readonly string[]).includes(value);

/**
 * Stored files of the seed get ids derived from tenant and name, so every fresh database holds the same content.
 * They are demo images anyone may see; files that users upload get random ids (rules/ids.ts).
 */
function seedFileId(tenantId: string, name: string): string {
  return createHash('sha256').update(`seed-file:${tenantId}:${name}`).digest('hex').slice(0, 32);
}

function svgFile(tenantId: string, name: string, svg: string, createdAt: Date) {
  const bytes = Buffer.from(svg, 'utf8');
  return { id: seedFileId(tenantId, name), tenantId, fileName: name, mime: 'image/svg+xml', size: bytes.length, bytes, createdAt };
}

/** A date as Beijing sees it (YYYY-MM-DD), for the dates users type into forms. */
function beijingDate(ms: number): string {
  return new Date(ms + 8 * HOUR_MS).toISOString().slice(0, 10);
}

/**
 * Seeds the home page's cards for one tenant: card types, the ten cards with their columns and role settings,
 * process records (the to-do card's source), news with covers, tools with icons, recommendations, favourites and
 * the student's staging rows. Needs the accounts and the catalogue first; messages are seeded elsewhere.
 */
export async function seedCardsContent(tx: Queryable, tenantId: string, now: Date = new Date()): Promise<void> {
  const t = now.getTime();
  await seedCardConfig(tx, tenantId);
  await seedProcessRecords(tx, tenantId, now);

  // Tools and news, with their generated images.
  const toolFiles = TOOLS.map((tool) => svgFile(tenantId, `tool-${tool.key}.svg`, toolIconSvg(tool.glyph, tool.colour), now));
  const coverFiles = NEWS.flatMap((item, i) => (item.cover
    ? [svgFile(tenantId, `news-cover-${String(i + 1).padStart(2, '0')}.svg`, newsCoverSvg(item.title, item.channel, i), now)]
    : []));
  await tx.insert(files).values([...toolFiles, ...coverFiles]);
  await tx.insert(commonTools).values(TOOLS.map((tool, i) => ({
    id: `tool-${tenantId}-${tool.key}`, tenantId, toolsName: tool.toolsName, toolsIcon: fileUrl(seedFileId(tenantId, `tool-${tool.key}.svg`)),
    url: tool.url, openWay: tool.openWay, sort: i + 1,
  })));
  await tx.insert(newsArticles).values(NEWS.map((item, i) => {
    const no = String(i + 1).padStart(2, '0');
    const published = t - item.hoursAgo * HOUR_MS;
    const official = item.channel === OFFICIAL_ACCOUNT_CHANNEL;
    return {
      id: `news-${tenantId}-${no}`,
      tenantId,
      channel: item.channel,
      title: item.title,
      summary: item.summary,
      content: `<p>${item.summary}</p>`,
      // Official-account articles are dated by their creation on the account (CARD-12); we sync them a little later.
      dataSource: official ? 'OfficialAccount' : 'Website',
      fieldSet: item.label ?? '',
      coverImage: item.cover ? fileUrl(seedFileId(tenantId, `news-cover-${no}.svg`)) : '',
      url: `https://news.hxlg.edu.cn/info/${1000 + i + 1}.htm`,
      createdAt: new Date(official ? published : published - DAY_MS),
      releaseTime: new Date(official ? published + 90 * 60_000 : published),
    };
  }));

  // Per-user content: recommendations by role, favourites, the student's staging rows.
  const roleRows = await tx.select({ id: roles.id, roleType: roles.roleType }).from(roles).where(eq(roles.tenantId, tenantId));
  const serviceNames = [...new Set([
    ...Object.values(FAVOURITES).flat(), ...Object.values(RECOMMENDATIONS).flat().map((r) => r.serviceName), SCHOLARSHIP_SERVICE,
  ])];
  const serviceRows = await tx
    .select({ id: services.serviceId, name: services.serviceName, url: services.serviceUrl })
    .from(services)
    .where(and(eq(services.tenantId, tenantId), inArray(services.serviceName, serviceNames)));
  const serviceByName = (name: string) => {
    const row = serviceRows.find((s) => s.name === name);
    if (!row) throw new Error(`seed: no service named ${name}`);
    return row.id;
  };
  await tx.insert(serviceRecommendations).values((['everyone', ...ROLE_TYPES] as const).flatMap((who) =>
    RECOMMENDATIONS[who].map((rec, i) => ({
      id: `rec-${tenantId}-${who}-${i + 1}`,
      tenantId,
      serviceId: serviceByName(rec.serviceName),
      roleId: who === 'everyone' ? null : roleRows.find((r) => r.roleType === who)?.id ?? null,
      reason: rec.reason,
      // A role's own recommendations first, then those for everyone.
      sort: (who === 'everyone' ? 100 : 0) + i + 1,
    }))));

  const demoUsers = await tx
    .select({ id: users.id, account: users.account })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), inArray(users.account, [...ROLE_TYPES])));
  const userOf = (account: RoleType) => {
    const row = demoUsers.find((u) => u.account === account);
    if (!row) throw new Error(`seed: demo account ${account} missing`);
    return row.id;
  };
  await tx.insert(serviceFavorites).values(ROLE_TYPES.flatMap((who) => FAVOURITES[who].map((name, i) => ({
    tenantId, userId: userOf(who), serviceId: serviceByName(name), sort: i + 1, createdAt: new Date(t - (30 - i) * DAY_MS),
  }))));

  await tx.insert(stagingRows).values(STUDENT_STAGING.map((row, i) => {
    const savedAt = t - row.daysAgo * DAY_MS - (i + 1) * HOUR_MS;
    const data: Record<string, string | number> = row.table === 'leave'
      ? {
        leaveType: row.data.leaveType ?? '',
        startDate: beijingDate(t + Number(row.data.startOffsetDays) * DAY_MS),
        endDate: beijingDate(t + (Number(row.data.startOffsetDays) + Number(row.data.days) - 1) * DAY_MS),
        reason: row.data.reason ?? '',
      }
      : { ...row.data, savedAt: `${beijingDate(savedAt)} ${new Date(savedAt + 8 * HOUR_MS).toISOString().slice(11, 16)}` };
    const id = `stg-${tenantId}-${i + 1}`;
    // Where the form resumes (ADR 031): the sample leave system's form, or the scholarship flow's page with the draft.
    const url = row.table === 'leave' ? `${EHALL_BASE}/apply`
      : demoResumeUrl(serviceRows.find((s) => s.name === SCHOLARSHIP_SERVICE)?.url ?? '', id, Object.values(row.data).join(' '));
    return { id, tenantId, userId: userOf('student'), tableKey: STAGING_TABLES[row.table], data, createdAt: new Date(savedAt), url };
  }));
}

/** Card types, the ten cards, their columns, and each role's default, optional and mandatory cards. */
async function seedCardConfig(tx: Queryable, tenantId: string): Promise<void> {
  await tx.insert(cardTypes).values(CARD_TYPES.map((type, i) => ({ id: `ctype-${tenantId}-${type.key}`, tenantId, typeName: type.typeName, typeNameEn: type.typeNameEn, sort: i + 1 })));
  const seeds = cardsFor((key) => seedId('scene', tenantId, key));
  await tx.insert(cards).values(seeds.map((card, i) => ({
    id: cardId(tenantId, card.key),
    tenantId,
    typeId: `ctype-${tenantId}-${card.type}`,
    cardKind: card.cardKind,
    cardName: card.cardName,
    cardIntroduction: card.cardIntroduction,
    ...CARD_ENGLISH[card.key],
    displayRows: card.displayRows,
    url: card.url,
    status: 1,
    sort: i + 1,
  })));
  await tx.insert(cardColumns).values(seeds.flatMap((card) => card.columns.map((column, i) => ({
    id: `ccol-${tenantId}-${card.key}-${i + 1}`,
    tenantId,
    cardId: cardId(tenantId, card.key),
    columnName: column.columnName,
    sort: i + 1,
    dataSource: column.dataSource,
    remindTodoNum: column.remindTodoNum ? 1 : 0,
  }))));

  const roleRows = await tx.select({ id: roles.id, roleType: roles.roleType }).from(roles).where(eq(roles.tenantId, tenantId));
  await tx.insert(cardRoleAuth).values(roleRows.flatMap((role) => {
    if (!isRoleType(role.roleType)) return [];
    const layout = ROLE_LAYOUTS[role.roleType];
    return [
      ...layout.defaults.map((key, i) => ({ key, inDefault: 1, defaultSort: i + 1 })),
      ...layout.optional.map((key, i) => ({ key, inDefault: 0, defaultSort: 100 + i + 1 })),
    ].map(({ key, inDefault, defaultSort }) => ({
      tenantId, cardId: cardId(tenantId, key), roleId: role.id, inDefault, defaultSort, mandatory: MANDATORY_CARDS.includes(key) ? 1 : 0,
    }));
  }));
}
