import { z } from 'zod/mini';
import { defineCall } from './define-call';
import {
  API_PARAM_TYPES, apiHeaderViewSchema, apiTestResultSchema, BUILTIN_SOURCES, builtinSourceSchema, cardAuthConfigSchema, cardBasicConfigSchema, cardColumnConfigSchema,
  cardConfigSchema, cardKindSchema, cardMappingEntrySchema, cardTypeConfigSchema, cardViewSchema, externalApiSchema,
} from '../../schema/cards';
import { homeCardSchema, homePageDocumentSchema, homePagePreviewSchema } from '../../schema/home-config';
import { defineStudioCalls } from './studio-config';

/**
 * The studio's card configuration calls (menu homePageConfig, checked on the server). The edits change the home
 * page draft (studio area 'homePage', ADR 009) and the lists read it; users see a change once it is published
 * through `homePageStudio.publish`. External APIs (saveApi) are a registry of sources, saved at once.
 */

const id = z.string().check(z.minLength(1), z.maxLength(32));
const byId = z.object({ id });
const saved = z.object({ id: z.string() });

export const cardTypeList = defineCall({
  name: 'cardTypeList', method: 'POST', path: '/api/blade-platform/indextypeconfig/list',
  request: z.object({}),
  response: z.array(z.extend(cardTypeConfigSchema, { id: z.string(), cardCount: z.number().check(z.int()) })),
});

export const cardTypeSubmit = defineCall({
  name: 'cardTypeSubmit', method: 'POST', path: '/api/blade-platform/indextypeconfig/submit',
  request: cardTypeConfigSchema, response: saved,
});

/** Removes an empty card type; one that still holds cards is refused. */
export const cardTypeRemove = defineCall({
  name: 'cardTypeRemove', method: 'POST', path: '/api/blade-platform/indextypeconfig/removeType',
  request: byId, response: z.null(),
});

const storedCard = z.extend(cardConfigSchema, { id: z.string() });

export const cardList = defineCall({
  name: 'cardList', method: 'POST', path: '/api/blade-platform/indexcardconfig/list',
  request: z.object({ typeId: z.optional(id) }), response: z.array(storedCard),
});

export const cardSubmit = defineCall({
  name: 'cardSubmit', method: 'POST', path: '/api/blade-platform/indexcardconfig/submit',
  request: cardConfigSchema, response: saved,
});

export const cardRemove = defineCall({
  name: 'cardRemove', method: 'POST', path: '/api/blade-platform/indexcardconfig/remove',
  request: byId, response: z.null(),
});

export const cardBasicDetail = defineCall({
  name: 'cardBasicDetail', method: 'POST', path: '/api/blade-platform/cardbasicconfig/detail',
  request: z.object({ cardId: id }), response: z.extend(cardBasicConfigSchema, { cardId: z.string(), cardKind: cardKindSchema }),
});

export const cardBasicSubmit = defineCall({
  name: 'cardBasicSubmit', method: 'POST', path: '/api/blade-platform/cardbasicconfig/submit',
  request: z.extend(cardBasicConfigSchema, { cardId: id }), response: saved,
});

const storedColumn = z.extend(cardColumnConfigSchema, { id: z.string() });

export const columnList = defineCall({
  name: 'columnList', method: 'POST', path: '/api/blade-platform/cardcolumnconfig/list',
  request: z.object({ cardId: id }), response: z.array(storedColumn),
});

export const columnDetail = defineCall({
  name: 'columnDetail', method: 'POST', path: '/api/blade-platform/cardcolumnconfig/detail',
  request: byId, response: storedColumn,
});

/** Creates or updates a column; an api source must name a saved API, a builtin one a source that fits the card. */
export const columnSubmit = defineCall({
  name: 'columnSubmit', method: 'POST', path: '/api/blade-platform/cardcolumnconfig/submit',
  request: cardColumnConfigSchema, response: saved,
});

export const columnRemove = defineCall({
  name: 'columnRemove', method: 'POST', path: '/api/blade-platform/cardcolumnconfig/remove',
  request: byId, response: z.null(),
});

export const columnAdjustOrder = defineCall({
  name: 'columnAdjustOrder', method: 'POST', path: '/api/blade-platform/cardcolumnconfig/adjustOrder',
  request: z.object({ cardId: id, ids: z.array(id).check(z.maxLength(50)) }), response: z.null(),
});

/**
 * CARD-01: the card of the home page draft as the given user would see it. With `draft`, the form's unsaved basic
 * config and columns are used instead of the draft's (the studio's live preview). With `roleId` (the draft bar's
 * preview as a role), as a user of that role who has nothing of their own: what the role is shown, no one's data.
 */
export const cardPreview = defineCall({
  name: 'cardPreview', method: 'POST', path: '/api/blade-platform/cardcolumnconfig/preview',
  request: z.object({
    id,
    userId: z.optional(id),
    roleId: z.optional(id),
    draft: z.optional(z.object({
      basicConfig: z.optional(cardBasicConfigSchema),
      url: z.optional(z.string().check(z.maxLength(1000))),
      columns: z.optional(z.array(cardColumnConfigSchema).check(z.maxLength(20))),
    })),
  }),
  response: cardViewSchema,
});

/** The built-in data sources and the card kinds each fits. */
export const dataSourceList = defineCall({
  name: 'dataSourceList', method: 'POST', path: '/api/blade-platform/cardcolumnconfig/getDataSourceList',
  request: z.object({ cardKind: z.optional(cardKindSchema) }),
  response: z.array(z.object({ source: builtinSourceSchema, label: z.string(), cardKinds: z.array(cardKindSchema) })),
});
export { BUILTIN_SOURCES };

/** A saved API as the studio reads it: header values are never answered, only whether each is set. */
const storedApi = z.extend(externalApiSchema, { id: z.string(), headers: z.array(apiHeaderViewSchema) });

export const apiList = defineCall({
  name: 'apiList', method: 'POST', path: '/api/blade-platform/cardcolumnconfig/getApiList',
  request: z.object({}), response: z.array(storedApi),
});

export const apiDetail = defineCall({
  name: 'apiDetail', method: 'POST', path: '/api/blade-platform/cardcolumnconfig/getApiDetail',
  request: byId, response: storedApi,
});

/** Saves an external API. Its address is checked at once: a private or loopback host is refused unless allowed. */
export const apiSave = defineCall({
  name: 'apiSave', method: 'POST', path: '/api/blade-platform/cardcolumnconfig/saveApi',
  request: externalApiSchema, response: saved,
});

/** Deletes an external API; one that a card column (in the draft or published) still uses is refused (IN_USE). */
export const apiRemove = defineCall({
  name: 'apiRemove', method: 'POST', path: '/api/blade-platform/cardcolumnconfig/removeApi',
  request: byId, response: z.null(),
});

/**
 * 测试调用: calls the API as the form holds it (unsaved; header values left '' are the stored ones of `id`) through
 * the outbound address guard, as the signed-in administrator, and answers the first rows at resultPath.
 */
export const apiTest = defineCall({
  name: 'apiTest', method: 'POST', path: '/api/blade-platform/cardcolumnconfig/testApi',
  request: externalApiSchema, response: apiTestResultSchema,
});

export const cardAuthConfig = defineCall({
  name: 'cardAuthConfig', method: 'POST', path: '/api/blade-platform/indextypeconfig/authConfig',
  request: cardAuthConfigSchema, response: z.null(),
});

export const cardGetAuthConfig = defineCall({
  name: 'cardGetAuthConfig', method: 'POST', path: '/api/blade-platform/indextypeconfig/getAuthConfig',
  request: z.object({ cardId: id }), response: cardAuthConfigSchema,
});

// ---------------------------------------------------------------------------------------------------------------
// Over the home page draft (issue 6): every edit above changes the draft; the portal sees it once published.
// ---------------------------------------------------------------------------------------------------------------

const status = z.union([z.literal(0), z.literal(1)]);

/** Our reading of indextypeconfig/under: shows (1) or hides (0) every card of a type at once. */
export const cardTypeUnder = defineCall({
  name: 'cardTypeUnder', method: 'POST', path: '/api/blade-platform/indextypeconfig/under',
  request: z.object({ id, status }), response: z.null(),
});

/** The cards of one type, in order (the type dialog's card list). */
export const cardTypeCardList = defineCall({
  name: 'cardTypeCardList', method: 'POST', path: '/api/blade-platform/indextypeconfig/getCardList',
  request: z.object({ typeId: id }), response: z.array(storedCard),
});

/** The type's cards in the given order; listed cards of another type move into it. */
export const cardTypeSubmitCard = defineCall({
  name: 'cardTypeSubmitCard', method: 'POST', path: '/api/blade-platform/indextypeconfig/submitCard',
  request: z.object({ typeId: id, cardIds: z.array(id).check(z.maxLength(200)) }), response: z.null(),
});

/** Shows (1) or hides (0) one card; a hidden card leaves every layout once published. */
export const cardUnder = defineCall({
  name: 'cardUnder', method: 'POST', path: '/api/blade-platform/indexcardconfig/under',
  request: z.object({ id, status }), response: z.null(),
});

const columnFields = z.object({
  id: z.string(),
  cardId: z.string(),
  remindTodoNum: z.boolean(),
  /** api columns: target item field → dotted path in each source row; {} for built-in sources. */
  fieldMapping: z.record(z.string(), z.string()),
  cardMapping: z.array(z.object({ field: z.string(), chineseName: z.string() })),
});

/** The to-do number reminder and field mappings of a column (todo-number remind detail). */
export const columnTodoRemindDetail = defineCall({
  name: 'columnTodoRemindDetail', method: 'POST', path: '/api/blade-platform/cardcolumnconfig/todoNumRemind/detail',
  request: byId, response: columnFields,
});

/** A column's field mappings as the field form edits them. */
export const columnField = defineCall({
  name: 'columnField', method: 'POST', path: '/api/blade-platform/cardcolumnconfig/field',
  request: byId, response: columnFields,
});

/** Saves a column's reminder and field mappings; fields left out keep their value. */
export const columnSave = defineCall({
  name: 'columnSave', method: 'POST', path: '/api/blade-platform/cardcolumnconfig/save',
  request: z.object({
    id,
    remindTodoNum: z.optional(z.boolean()),
    fieldMapping: z.optional(z.record(z.string().check(z.minLength(1), z.maxLength(64)), z.string().check(z.minLength(1), z.maxLength(200)))),
    cardMapping: z.optional(z.array(cardMappingEntrySchema).check(z.maxLength(12))),
  }),
  response: saved,
});

/** Draft status, publish, history, versions, compare, rollback, preview as a role and the audit log of the home page. */
export const homePageStudio = defineStudioCalls('homePage', homePageDocumentSchema, homePagePreviewSchema);

// Read-only helpers of the column form: sources and the catalogue, not the home page, so no draft.

/** Listed services of the tenant (a services column's serviceIds), by name keyword. */
export const columnServiceList = defineCall({
  name: 'columnServiceList', method: 'POST', path: '/api/blade-platform/cardcolumnconfig/getServiceList',
  request: z.object({
    keyword: z._default(z.string().check(z.trim(), z.maxLength(50)), ''),
    size: z._default(z.number().check(z.int(), z.gte(1), z.lte(200)), 50),
  }),
  response: z.array(z.object({ serviceId: z.string(), serviceName: z.string(), serviceType: z.string() })),
});

/** A card of the draft with its columns and role settings, as the column form starts from. */
export const columnGetConfig = defineCall({
  name: 'columnGetConfig', method: 'POST', path: '/api/blade-platform/cardcolumnconfig/getConfig',
  request: z.object({ cardId: id }), response: homeCardSchema,
});

/** The kinds of an external API's parameters. */
export const columnParamTypeList = defineCall({
  name: 'columnParamTypeList', method: 'POST', path: '/api/blade-platform/cardcolumnconfig/getParamTypeList',
  request: z.object({}), response: z.array(z.object({ paramType: z.enum(API_PARAM_TYPES), label: z.string() })),
});

/** The params a built-in source reads from a column. */
export const columnRequestParams = defineCall({
  name: 'columnRequestParams', method: 'POST', path: '/api/blade-platform/cardcolumnconfig/getRequestParamByDataSource',
  request: z.object({ source: builtinSourceSchema }),
  response: z.object({ source: builtinSourceSchema, label: z.string(), params: z.array(z.object({ name: z.string(), label: z.string(), required: z.boolean() })) }),
});

/** The item fields a column of the card kind answers (an API column's field mapping targets). */
export const columnReturnParams = defineCall({
  name: 'columnReturnParams', method: 'POST', path: '/api/blade-platform/cardcolumnconfig/getReturnParamByDataSource',
  request: z.object({ cardKind: cardKindSchema }),
  response: z.object({ cardKind: cardKindSchema, fields: z.array(z.object({ field: z.string(), type: z.string(), required: z.boolean() })) }),
});

/** The flow types of the tenant's processes (a to-do column's flowType). */
export const columnFlowTypes = defineCall({
  name: 'columnFlowTypes', method: 'POST', path: '/api/blade-platform/cardcolumnconfig/getFlowType',
  request: z.object({}), response: z.array(z.object({ flowType: z.string(), count: z.number().check(z.int()) })),
});
