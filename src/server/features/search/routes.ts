import type { FastifyInstance } from 'fastify';
import type { FeatureContext } from '../../context';
import { registerCall } from '../../http/route';
import { tenantOfRequest } from '../../http/tenant';
import { userViewer, VISITOR_ROLE, visitorViewer } from '../../http/viewer';
import {
  searchHeatWord, searchHeatWordNobody, searchService, searchServiceNobody, searchSuggest, searchSuggestNobody, searchSynonymList,
  searchSynonymRemove, searchSynonymSubmit, searchZeroResultPage,
} from '../../../shared/api/catalogue/search';
import { suggest } from './services/suggest';
import { listHeatWords } from './services/heat-words';
import { searchServices } from './services/search-services';
import { listSynonyms, removeSynonyms, submitSynonyms } from './services/synonyms';
import { pageZeroResults } from './services/zero-results';

/** The administrators' menu for the service hall; it also grants the search's synonyms and zero-result report. */
const HALL_CONFIG = { menu: 'serviceHallConfig' } as const;

/** The directory's search, its typeahead and grouped results, hot words, zero-result report and synonyms. */
export async function registerSearchRoutes(app: FastifyInstance, feature: FeatureContext): Promise<void> {
  const { authenticator, db, now } = feature;
  const runtime = app.searchRuntime;

  registerCall(app, authenticator, searchService, { access: 'user' }, (input, { user }) =>
    searchServices(db, runtime, { tenantId: user.tenantId, roleType: user.roleType }, input));

  // A visitor's view, even when a token rides along: the landing page must not depend on who is signed in.
  registerCall(app, authenticator, searchServiceNobody, { access: 'public' }, (input, { request }) =>
    searchServices(db, runtime, { tenantId: tenantOfRequest(request), roleType: VISITOR_ROLE }, input));

  registerCall(app, authenticator, searchSuggest, { access: 'user' }, (input, { user }) =>
    suggest(app, db, runtime, userViewer(user), input, now()));

  registerCall(app, authenticator, searchSuggestNobody, { access: 'public' }, (input, { request }) =>
    suggest(app, db, runtime, visitorViewer(request), input, now()));

  registerCall(app, authenticator, searchHeatWord, { access: 'user' }, (input, { user }) =>
    listHeatWords(db, runtime, { tenantId: user.tenantId, roleType: user.roleType }, input.size, now()));

  registerCall(app, authenticator, searchHeatWordNobody, { access: 'public' }, (input, { request }) =>
    listHeatWords(db, runtime, { tenantId: tenantOfRequest(request), roleType: VISITOR_ROLE }, input.size, now()));

  registerCall(app, authenticator, searchZeroResultPage, { access: HALL_CONFIG }, (input, { user }) =>
    pageZeroResults(db, runtime, user.tenantId, input));

  registerCall(app, authenticator, searchSynonymList, { access: HALL_CONFIG }, (input, { user }) =>
    listSynonyms(db, user.tenantId, input.keyword));

  registerCall(app, authenticator, searchSynonymSubmit, { access: HALL_CONFIG, msg: '保存成功' }, (input, { user }) =>
    submitSynonyms(db, runtime, user.tenantId, input));

  registerCall(app, authenticator, searchSynonymRemove, { access: HALL_CONFIG, msg: '删除成功' }, (input, { user }) =>
    removeSynonyms(db, runtime, user.tenantId, input.id));
}
