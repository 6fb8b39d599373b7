import { z } from 'zod/mini';
import { defineCall } from './define-call';
import { configMenuEntrySchema, footerInfoSchema, indexInfoSchema, navigationEntrySchema } from '../../schema/shell';

// z.object strips unknown keys.
const empty = z.object({});

/** ROUTE-05: robot question basic config, fetched once per session. */
export const indexIndex = defineCall({
  name: 'indexIndex', method: 'POST', path: '/api/blade-platform/nobody/index/index',
  request: empty, response: indexInfoSchema,
});

/** Top navigation of the signed-in shell. */
export const getTopMenu = defineCall({
  name: 'getTopMenu', method: 'POST', path: '/api/blade-platform/homePage/getTopMenu',
  request: empty, response: z.array(navigationEntrySchema),
});

/** The signed-in user's configuration-menu list (ROUTE-03); the server checks the same list on admin calls. */
export const getBusinessConfigMenu = defineCall({
  name: 'getBusinessConfigMenu', method: 'POST', path: '/api/blade-platform/homePage/getBusinessConfigMenu',
  request: empty, response: z.array(configMenuEntrySchema),
});

export const getFooterInfo = defineCall({
  name: 'getFooterInfo', method: 'POST', path: '/api/blade-platform/homePage/getFooterInfo',
  request: empty, response: footerInfoSchema,
});
