import { defineCall } from './define-call';
import { guideInfoRequestSchema, guideSearchRequestSchema, guideSearchResultSchema, serviceGuideSchema } from '../../schema/guides';

/** Service guides (办事指南): one structured guide per service, and a search over them. */

/** The guide of a service the signed-in caller may see. */
export const clientGuideInfo = defineCall({
  name: 'clientGuideInfo', method: 'POST', path: '/api/blade-workbench/guide/clientGuideInfo',
  request: guideInfoRequestSchema, response: serviceGuideSchema,
});

/** A visitor's view: only guides of services for everyone; any other answers like a missing guide. */
export const clientGuideInfoNobody = defineCall({
  name: 'clientGuideInfoNobody', method: 'POST', path: '/api/blade-workbench/nobody/guide/clientGuideInfo',
  request: guideInfoRequestSchema, response: serviceGuideSchema,
});

/** Guides whose service name or content matches (the directory's search engine). */
export const guideSearch = defineCall({
  name: 'guideSearch', method: 'POST', path: '/api/blade-workbench/guide/lucene/search',
  request: guideSearchRequestSchema, response: guideSearchResultSchema,
});
