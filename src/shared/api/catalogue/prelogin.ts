import { z } from 'zod/mini';
import { serviceItemSchema } from '../../schema/cards';
import {
  carouselImageSchema, configJsonSchema, countedGroupSchema, dataOverviewSchema, deptNodeSchema, footerSchema, guiseLogoSchema,
  landingToolSchema, navigationItemSchema, pageRequestSchema, preLoginColumnSchema, preLoginConfigSchema, preLoginIndexSchema,
  preLoginPageRequestSchema, publicMessageSchema, schoolInfoSchema, serviceByGroupRequestSchema, serviceGroupsSchema,
  serviceOverviewSchema, servicePageSchema, statisticDataSchema, thirdPartySchema,
} from '../../schema/prelogin';
import { defineCall } from './define-call';

/**
 * The pre-login landing page's calls (doc1 §7, doc2 §7). All are visitor ('nobody') calls, so none is wrapped, and
 * every answer holds only what a visitor may see. Where the spec names a call without its answer, the comment says
 * what we made it answer.
 */

const empty = z.object({});
const PREPARE = '/api/blade-platform/nobody/prepareLogin';
const PRE = '/api/blade-workbench/nobody/preLogin';

/** The landing page's figures: services online, departments, scenes, visits, processes this year. */
export const getStatisticData = defineCall({
  name: 'getStatisticData', method: 'GET', path: `${PREPARE}/getStatisticData`, request: empty, response: statisticDataSchema,
});

/** Third-party platforms linked from the landing page. */
export const queryThirdParty = defineCall({
  name: 'queryThirdParty', method: 'POST', path: `${PREPARE}/queryThirdParty`, request: empty, response: z.array(thirdPartySchema),
});

/** One group (by the config's groupBy: type, scene or department) of services for everyone, paged. */
export const queryServiceByType = defineCall({
  name: 'queryServiceByType', method: 'POST', path: `${PREPARE}/queryServiceByType`, request: serviceByGroupRequestSchema, response: servicePageSchema,
});

/** Every group with its first services (the config's perGroup) and its total. */
export const queryAllServiceByType = defineCall({
  name: 'queryAllServiceByType', method: 'POST', path: `${PREPARE}/queryAllServiceByType`, request: empty, response: serviceGroupsSchema,
});

export const bottomConfigDetail = defineCall({
  name: 'bottomConfigDetail', method: 'GET', path: `${PREPARE}/bottomConfigDetail`, request: empty, response: footerSchema,
});

export const configDetail = defineCall({
  name: 'configDetail', method: 'GET', path: `${PREPARE}/configDetail`, request: empty, response: preLoginConfigSchema,
});

/** First paint in one call: the header (logo, school name, colour) and the whole config. */
export const getPreLoginIndex = defineCall({
  name: 'getPreLoginIndex', method: 'POST', path: `${PRE}/getPreLoginIndex`, request: empty, response: preLoginIndexSchema,
});

/** The visitor's service list ("all services" before sign-in), by keyword and group, paged. */
export const getPreLoginPage = defineCall({
  name: 'getPreLoginPage', method: 'POST', path: `${PRE}/getPreLoginPage`, request: preLoginPageRequestSchema, response: servicePageSchema,
});

/** The statistics overview: the configured figures in the configured order, with their labels. */
export const dataOverview = defineCall({
  name: 'dataOverview', method: 'POST', path: `${PRE}/dataOverview`, request: empty, response: dataOverviewSchema,
});

/** 服务直通车: the most used services for everyone (the config's throughServiceSize). */
export const throughServiceList = defineCall({
  name: 'throughServiceList', method: 'POST', path: `${PRE}/throughService/serviceList`, request: empty, response: z.array(serviceItemSchema),
});

/** Scenes with how many services for everyone each holds (empty ones left out). */
export const serviceScenes = defineCall({
  name: 'preLoginServiceScenes', method: 'POST', path: `${PRE}/serviceScenes`, request: empty, response: z.array(countedGroupSchema),
});

/** Departments with how many services for everyone each offers (empty ones left out). */
export const serviceDepts = defineCall({
  name: 'preLoginServiceDepts', method: 'POST', path: `${PRE}/serviceDepts`, request: empty, response: z.array(countedGroupSchema),
});

/** The visible columns of the landing page, in order. */
export const preLoginColumn = defineCall({
  name: 'preLoginColumn', method: 'POST', path: `${PRE}/preLoginColumn`, request: empty, response: z.array(preLoginColumnSchema),
});

/** Public messages (is_public), newest first. */
export const messageColumn = defineCall({
  name: 'messageColumn', method: 'POST', path: `${PRE}/messageColumn`, request: pageRequestSchema,
  response: z.object({ records: z.array(publicMessageSchema), total: z.number(), current: z.number(), size: z.number() }),
});

export const commonTool = defineCall({
  name: 'preLoginCommonTool', method: 'POST', path: `${PRE}/commonTool`, request: empty, response: z.array(landingToolSchema),
});

export const navigationDetail = defineCall({
  name: 'preLoginNavigationDetail', method: 'POST', path: `${PRE}/navigationDetail`, request: empty, response: z.array(navigationItemSchema),
});

export const getFooterInfo = defineCall({
  name: 'preLoginGetFooterInfo', method: 'POST', path: `${PRE}/getFooterInfo`, request: empty, response: footerSchema,
});

/** Where the landing page's sign-in button goes and where the visitor lands after signing in. */
export const getJumpServer = defineCall({
  name: 'getJumpServer', method: 'POST', path: `${PRE}/getJumpServer`, request: empty,
  response: preLoginConfigSchema.shape.jump,
});

/** Counts of services for everyone: total, online / offline (OPEN-05), application / process. */
export const serviceOverview = defineCall({
  name: 'serviceOverview', method: 'POST', path: `${PRE}/serviceOverview`, request: empty, response: serviceOverviewSchema,
});

/** The display switches the landing page's script reads before anything else: colour, title, carousel. */
export const configJson = defineCall({
  name: 'preLoginConfigJson', method: 'POST', path: `${PRE}/common/configJson`, request: empty, response: configJsonSchema,
});

export const schoolInfo = defineCall({
  name: 'schoolInfo', method: 'GET', path: `${PRE}/schoolInfo`, request: empty, response: schoolInfoSchema,
});

export const deptTree = defineCall({
  name: 'preLoginDeptTree', method: 'GET', path: `${PRE}/deptTree`, request: empty, response: z.array(deptNodeSchema),
});

export const carouselImgList = defineCall({
  name: 'carouselImgList', method: 'GET', path: '/api/blade-platform/nobody/service/carouselImgList', request: empty,
  response: z.array(carouselImageSchema),
});

/** The landing page's navigation bar (the config's navigation). */
export const navigationBarList = defineCall({
  name: 'navigationBarList', method: 'POST', path: '/api/comb-cygj/nobody/navigationBar/list', request: empty,
  response: z.array(navigationItemSchema),
});

export const toolsList = defineCall({
  name: 'toolsList', method: 'POST', path: '/api/comb-cygj/nobody/tools/list', request: empty, response: z.array(landingToolSchema),
});

/** Logo and school name for the landing header, with the landing colour. */
export const guiseLogoDetail = defineCall({
  name: 'guiseLogoDetail', method: 'GET', path: '/api/blade-workbench/nobody/platformapplyguiselogo/detail', request: empty,
  response: guiseLogoSchema,
});

/** The studio saves the whole pre-login config (menu preLoginConfig). */
export const savePreLoginConfig = defineCall({
  name: 'savePreLoginConfig', method: 'POST', path: '/api/blade-workbench/preLoginCardBasicConfig/save',
  request: preLoginConfigSchema, response: preLoginConfigSchema,
});
