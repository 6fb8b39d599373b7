import { z } from 'zod/mini';
import { defineCall } from './define-call';
import {
  BUILTIN_SOURCES, builtinSourceSchema, cardAuthConfigSchema, cardBasicConfigSchema, cardColumnConfigSchema,
  cardConfigSchema, cardKindSchema, cardTypeConfigSchema, cardViewSchema, externalApiSchema,
} from '../../schema/cards';

/**
 * The studio's card configuration calls (menu homePageConfig, checked on the server). The home-page issue builds
 * the ones its tests and previews need; the studio issue adds the rest of the cardcolumnconfig family.
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
 * CARD-01: the card as the given user would see it. With `draft`, the unsaved basic config and columns are used
 * instead of the stored ones (the studio's live preview); without, the stored card.
 */
export const cardPreview = defineCall({
  name: 'cardPreview', method: 'POST', path: '/api/blade-platform/cardcolumnconfig/preview',
  request: z.object({
    id,
    userId: z.optional(id),
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

const storedApi = z.extend(externalApiSchema, { id: z.string() });

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

export const cardAuthConfig = defineCall({
  name: 'cardAuthConfig', method: 'POST', path: '/api/blade-platform/indextypeconfig/authConfig',
  request: cardAuthConfigSchema, response: z.null(),
});

export const cardGetAuthConfig = defineCall({
  name: 'cardGetAuthConfig', method: 'POST', path: '/api/blade-platform/indextypeconfig/getAuthConfig',
  request: z.object({ cardId: id }), response: cardAuthConfigSchema,
});
