import { z } from 'zod/mini';
import { defineCall } from './define-call';
import {
  heatWordRequestSchema, heatWordSchema, searchServiceRequestSchema, searchServiceResultSchema, searchSuggestRequestSchema,
  searchSuggestResultSchema, synonymGroupSchema,
  synonymListRequestSchema, synonymRemoveRequestSchema, synonymSubmitRequestSchema, zeroResultPageRequestSchema,
  zeroResultPageSchema,
} from '../../schema/search';

/**
 * The service directory's search: Chinese substring (two characters too), pinyin full and initials, one typo in
 * Latin input, administrator synonyms; results only hold services the caller may see.
 */

/** Signed-in search over the services of the caller's role. */
export const searchService = defineCall({
  name: 'searchService', method: 'POST', path: '/api/blade-platform/serverCenter/searchService',
  request: searchServiceRequestSchema, response: searchServiceResultSchema,
});

/** Visitor search (the landing page): services for everyone only. */
export const searchServiceNobody = defineCall({
  name: 'searchServiceNobody', method: 'POST', path: '/api/blade-platform/nobody/prepareLogin/searchService',
  request: searchServiceRequestSchema, response: searchServiceResultSchema,
});

/** The typeahead under the search box and the results beyond services: services, guides, news, FAQ (ADR 027). */
export const searchSuggest = defineCall({
  name: 'searchSuggest', method: 'POST', path: '/api/blade-platform/serverCenter/searchSuggest',
  request: searchSuggestRequestSchema, response: searchSuggestResultSchema,
});

/** The same for a visitor (/allServices, the landing page): what anyone may see. */
export const searchSuggestNobody = defineCall({
  name: 'searchSuggestNobody', method: 'POST', path: '/api/blade-platform/nobody/prepareLogin/searchSuggest',
  request: searchSuggestRequestSchema, response: searchSuggestResultSchema,
});

/** Hot words: administrator-pinned words first, then the most searched keywords with results (last 30 days). */
export const searchHeatWord = defineCall({
  name: 'searchHeatWord', method: 'POST', path: '/api/blade-workbench/searchHeatWord',
  request: heatWordRequestSchema, response: z.array(heatWordSchema),
});

export const searchHeatWordNobody = defineCall({
  name: 'searchHeatWordNobody', method: 'POST', path: '/api/blade-workbench/nobody/searchHeatWord',
  request: heatWordRequestSchema, response: z.array(heatWordSchema),
});

/** Searches that found nothing, most frequent first (menu serviceHallConfig). */
export const searchZeroResultPage = defineCall({
  name: 'searchZeroResultPage', method: 'POST', path: '/api/blade-workbench/searchZeroResult/page',
  request: zeroResultPageRequestSchema, response: zeroResultPageSchema,
});

/** Synonym groups (menu serviceHallConfig); every change is seen by every server instance within a second. */
export const searchSynonymList = defineCall({
  name: 'searchSynonymList', method: 'POST', path: '/api/blade-workbench/searchSynonym/list',
  request: synonymListRequestSchema, response: z.array(synonymGroupSchema),
});

export const searchSynonymSubmit = defineCall({
  name: 'searchSynonymSubmit', method: 'POST', path: '/api/blade-workbench/searchSynonym/submit',
  request: synonymSubmitRequestSchema, response: synonymGroupSchema,
});

export const searchSynonymRemove = defineCall({
  name: 'searchSynonymRemove', method: 'POST', path: '/api/blade-workbench/searchSynonym/remove',
  request: synonymRemoveRequestSchema, response: z.object({ id: z.string() }),
});
