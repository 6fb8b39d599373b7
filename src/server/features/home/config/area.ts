import { and, asc, desc, eq, notInArray } from 'drizzle-orm';
import { themes } from '../../../db/schema/content';
import { schoolProfiles } from '../../../db/schema/prelogin';
import type { Theme } from '../../../../shared/schema/home';
import { themeDocumentSchema, type ThemeDocument, type ThemeItem } from '../../../../shared/schema/theme-config';
import type { ConfigAreaDef } from '../../../drafts/area';
import { FALLBACK_THEME } from '../services/themes';

const sortAt = (index: number) => (index + 1) * 10;
/** A school without a profile yet: the guise needs a name to pass its schema. */
const UNNAMED_SCHOOL = '网上服务大厅';

/** What themeDetail answers a user who never picked a theme. */
function defaultThemeOf(doc: ThemeDocument): Theme {
  const theme = doc.themes.find((t) => t.id === doc.defaultThemeId) ?? doc.themes[0];
  if (!theme) return FALLBACK_THEME;
  return {
    themeId: theme.id, themeName: theme.themeName, themeColor: theme.themeColor, themeImg: theme.themeImg,
    themeImgBorderColor: theme.themeImgBorderColor, WaitingForMeToHandleBCImg: theme.waitingBgImg,
  };
}

/**
 * The theme area (ADR 009): the platform's themes with the default one (themeSetUp) and the school's guise (name
 * and logo). Publishing rewrites the tenant's themes and its school profile's name and logo.
 */
export const themeArea: ConfigAreaDef<ThemeDocument, Theme> = {
  area: 'theme',
  // Themes dress the signed-in portal around the home page (themeDetail, getThemeManageList): the home page's menu.
  menu: 'homePageConfig',
  schema: themeDocumentSchema,

  async readLive(db, tenantId) {
    const rows = await db.select().from(themes).where(eq(themes.tenantId, tenantId)).orderBy(asc(themes.sort), asc(themes.id));
    const [marked] = await db.select({ id: themes.id }).from(themes).where(eq(themes.tenantId, tenantId))
      .orderBy(desc(themes.isDefault), asc(themes.sort), asc(themes.id)).limit(1);
    const items: ThemeItem[] = rows.map((r) => ({
      id: r.id, themeName: r.themeName, themeColor: r.themeColor, themeImg: r.themeImg, themeImgBorderColor: r.themeImgBorderColor, waitingBgImg: r.waitingBgImg,
    }));
    // Without any theme row the portal shows the fallback; it becomes the tenant's own first theme.
    const list = items.length > 0 ? items : [{
      id: `default-${tenantId}`.slice(0, 32), themeName: FALLBACK_THEME.themeName, themeColor: FALLBACK_THEME.themeColor,
      themeImg: '', themeImgBorderColor: '', waitingBgImg: '',
    }];
    const [school] = await db.select({ schoolName: schoolProfiles.schoolName, logo: schoolProfiles.logo }).from(schoolProfiles)
      .where(eq(schoolProfiles.tenantId, tenantId));
    return {
      themes: list,
      defaultThemeId: marked?.id ?? list[0]?.id ?? '',
      guise: { schoolName: school?.schoolName || UNNAMED_SCHOOL, logo: school?.logo ?? '' },
    };
  },

  async materialise(tx, tenantId, body) {
    const ids = body.themes.map((t) => t.id);
    // A removed theme takes the users' picks of it along (cascade): they fall back to the default.
    await tx.delete(themes).where(and(eq(themes.tenantId, tenantId), notInArray(themes.id, ids)));
    for (const [index, theme] of body.themes.entries()) {
      const values = {
        themeName: theme.themeName, themeColor: theme.themeColor, themeImg: theme.themeImg, themeImgBorderColor: theme.themeImgBorderColor,
        waitingBgImg: theme.waitingBgImg, isDefault: theme.id === body.defaultThemeId ? 1 : 0, sort: sortAt(index),
      };
      // Ids are global keys: a row of another tenant is never overwritten, whatever a document holds.
      await tx.insert(themes).values({ id: theme.id, tenantId, ...values })
        .onConflictDoUpdate({ target: themes.id, set: values, setWhere: eq(themes.tenantId, tenantId) });
    }
    await tx.insert(schoolProfiles).values({ tenantId, ...body.guise })
      .onConflictDoUpdate({ target: schoolProfiles.tenantId, set: body.guise });
  },

  async preview(_db, _tenantId, body) {
    return defaultThemeOf(body);
  },
};
