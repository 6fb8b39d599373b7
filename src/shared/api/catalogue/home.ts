import { z } from 'zod/mini';
import { defineCall } from './define-call';
import { catalogueTypeSchema, cardViewSchema, userLayoutSchema } from '../../schema/cards';
import {
  holidayInfoSchema, quickNavItemSchema, schoolCalendarRequestSchema, schoolCalendarSchema, serviceSpecialListSchema,
  serviceSpecialSchema, themeSchema,
} from '../../schema/home';

/** The signed-in home page: the user's card layout, each card's data, and what surrounds the cards. */

const empty = z.object({});
const id = z.string().check(z.minLength(1), z.maxLength(32));

/** The user's layout: their own order, or their role's default until they change it. Mandatory cards always in. */
export const getUserApplyCardList = defineCall({
  name: 'getUserApplyCardList', method: 'POST', path: '/api/blade-platform/userHomePageApplyCard/getUserApplyCardList',
  request: empty, response: userLayoutSchema,
});

/** Saves the user's layout: the card ids in order. Cards the role may not add are refused; mandatory ones must stay. */
export const saveUserApplyCardList = defineCall({
  name: 'saveUserApplyCardList', method: 'POST', path: '/api/blade-platform/userHomePageApplyCard/saveUserApplyCardList',
  request: z.object({ cardIds: z.array(id).check(z.maxLength(50, '首页最多放置 50 张卡片')) }),
  response: userLayoutSchema,
});

/** Forgets the user's own layout: the role's default comes back. */
export const resetUserApplyCardList = defineCall({
  name: 'resetUserApplyCardList', method: 'POST', path: '/api/blade-platform/userHomePageApplyCard/resetUserApplyCardList',
  request: empty, response: userLayoutSchema,
});

/** The cards the user's role may add, by card type (type-list entries, doc1 §3). */
export const getNavigationUserApplyCardList = defineCall({
  name: 'getNavigationUserApplyCardList', method: 'POST',
  path: '/api/blade-platform/userApplyCardManage/getNavigationUserApplyCardList',
  request: empty, response: z.array(catalogueTypeSchema),
});

/** One card's data for the signed-in user; each card loads on its own, so a slow one never blocks the others. */
export const getCardData = defineCall({
  name: 'getCardData', method: 'POST', path: '/api/blade-platform/homePage/getCardData',
  request: z.object({ cardId: id }), response: cardViewSchema,
});

export const quickNavigation = defineCall({
  name: 'quickNavigation', method: 'POST', path: '/api/blade-platform/homePage/quickNavigation',
  request: empty, response: z.array(quickNavItemSchema),
});

export const getHoliday = defineCall({
  name: 'getHoliday', method: 'POST', path: '/api/blade-platform/homePage/getHoliday',
  request: empty, response: holidayInfoSchema,
});

export const getSchoolCalendar = defineCall({
  name: 'getSchoolCalendar', method: 'POST', path: '/api/blade-platform/scSemester/getSchoolCalendar',
  request: schoolCalendarRequestSchema, response: schoolCalendarSchema,
});

export const getServiceSpecial = defineCall({
  name: 'getServiceSpecial', method: 'POST', path: '/api/blade-platform/homePage/getServiceSpecial',
  request: empty, response: z.array(serviceSpecialSchema),
});

export const getServiceSpecialList = defineCall({
  name: 'getServiceSpecialList', method: 'POST', path: '/api/blade-platform/homePage/getServiceSpecialList',
  request: z.object({ specialId: id }), response: serviceSpecialListSchema,
});

/** Whether the home page shows the message area (the footer toast of important notices, SHELL-01). */
export const getIsShowMsg = defineCall({
  name: 'getIsShowMsg', method: 'POST', path: '/api/blade-platform/homePage/getIsShowMsg',
  request: empty, response: z.object({ isShowMsg: z.boolean() }),
});

/** Themes a user may pick. */
export const getThemeManageList = defineCall({
  name: 'getThemeManageList', method: 'POST', path: '/api/blade-platform/platformThemeManage/getThemeManageList',
  request: empty, response: z.array(themeSchema),
});

/** The signed-in user's theme: their own pick, else the platform default. */
export const themeDetail = defineCall({
  name: 'themeDetail', method: 'POST', path: '/api/blade-platform/themeSetUp/detail',
  request: empty, response: themeSchema,
});

/** The user picks a theme; it persists and applies across the portal at once. */
export const userThemeSubmit = defineCall({
  name: 'userThemeSubmit', method: 'POST', path: '/api/blade-platform/userThemeSetUp/submit',
  request: z.object({ themeId: id }), response: themeSchema,
});
