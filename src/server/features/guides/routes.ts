import type { FastifyInstance } from 'fastify';
import type { FeatureContext } from '../../context';
import { registerCall } from '../../http/route';
import { tenantOfRequest } from '../../http/tenant';
import { VISITOR_ROLE } from '../../http/viewer';
import { clientGuideInfo, clientGuideInfoNobody, guideSearch } from '../../../shared/api/catalogue/guides';
import { getGuide } from './services/get-guide';
import { searchGuides } from './services/search-guides';

/** Service guides: a guide page per service and a search over the guides. */
export async function registerGuideRoutes(app: FastifyInstance, feature: FeatureContext): Promise<void> {
  const { authenticator, db } = feature;
  const runtime = app.searchRuntime;

  registerCall(app, authenticator, clientGuideInfo, { access: 'user' }, (input, { user }) =>
    getGuide(db, user.tenantId, user.roleType, input.serviceId));

  // Always the visitor's view: only guides of services for everyone.
  registerCall(app, authenticator, clientGuideInfoNobody, { access: 'public' }, (input, { request }) =>
    getGuide(db, tenantOfRequest(request), VISITOR_ROLE, input.serviceId));

  registerCall(app, authenticator, guideSearch, { access: 'user' }, (input, { user }) =>
    searchGuides(runtime, user.tenantId, user.roleType, input));
}
