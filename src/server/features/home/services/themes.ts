import { and, asc, desc, eq } from 'drizzle-orm';
import type { Queryable } from '../../../db/client';
import { themes, userThemes } from '../../../db/schema/content';
import type { Theme } from '../../../../shared/schema/home';
import { AppError } from '../../../http/app-error';

/** What a tenant without any theme row shows: the spec's default colour #008cff (STATE-02) and no images. */
export const FALLBACK_THEME: Theme = {
  themeId: 'default',
  themeName: '默认蓝',
  themeColor: '#008cff',
  themeImg: '',
  themeImgBorderColor: '',
  WaitingForMeToHandleBCImg: '',
};

const themeColumns = {
  themeId: themes.id,
  themeName: themes.themeName,
  themeColor: themes.themeColor,
  themeImg: themes.themeImg,
  themeImgBorderColor: themes.themeImgBorderColor,
  WaitingForMeToHandleBCImg: themes.waitingBgImg,
};

/** getThemeManageList: the tenant's themes in display order. */
export function listThemes(db: Queryable, tenantId: string): Promise<Theme[]> {
  return db.select(themeColumns).from(themes).where(eq(themes.tenantId, tenantId)).orderBy(asc(themes.sort), asc(themes.id));
}

/** The tenant's default theme (is_default 1; the first theme if none is marked), else the fallback. */
export async function defaultTheme(db: Queryable, tenantId: string): Promise<Theme> {
  const [row] = await db
    .select(themeColumns)
    .from(themes)
    .where(eq(themes.tenantId, tenantId))
    .orderBy(desc(themes.isDefault), asc(themes.sort), asc(themes.id))
    .limit(1);
  return row ?? FALLBACK_THEME;
}

/** The user's own pick, or null when they never chose (or their theme is gone or of another tenant). */
export async function userTheme(db: Queryable, user: { userId: string; tenantId: string }): Promise<Theme | null> {
  const [row] = await db
    .select(themeColumns)
    .from(userThemes)
    .innerJoin(themes, eq(themes.id, userThemes.themeId))
    .where(and(eq(userThemes.userId, user.userId), eq(themes.tenantId, user.tenantId)));
  return row ?? null;
}

/** userThemeSubmit: remembers the user's pick of one of their tenant's themes. */
export async function pickTheme(db: Queryable, user: { userId: string; tenantId: string }, themeId: string): Promise<Theme> {
  const [theme] = await db.select(themeColumns).from(themes).where(and(eq(themes.id, themeId), eq(themes.tenantId, user.tenantId)));
  if (!theme) throw new AppError('NOT_FOUND', { msg: '主题不存在' });
  await db
    .insert(userThemes)
    .values({ userId: user.userId, tenantId: user.tenantId, themeId })
    .onConflictDoUpdate({ target: userThemes.userId, set: { themeId, tenantId: user.tenantId } });
  return theme;
}

/** The colour of the theme the user sees: their own pick, else the tenant's default (for services matching it, OPEN-02). */
export async function themeColourOf(db: Queryable, user: { userId: string; tenantId: string }): Promise<string> {
  return ((await userTheme(db, user)) ?? (await defaultTheme(db, user.tenantId))).themeColor;
}
