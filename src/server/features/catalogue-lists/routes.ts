import type { FastifyInstance } from 'fastify';
import type { FeatureContext } from '../../context';
import { registerCall } from '../../http/route';
import * as calls from '../../../shared/api/catalogue/catalogue-lists';
import { SPREADSHEET_LISTS } from '../../../shared/schema/spreadsheet-jobs';
import { pageServices } from './services/service-page';
import { pageUsers } from './services/user-page';

/**
 * The studio's service catalogue and user pages (issue 7). Each needs the menu of the spreadsheet list it shows, so
 * whoever may see the list may also export and import it, and no one else.
 */
export async function registerCatalogueListRoutes(app: FastifyInstance, feature: FeatureContext): Promise<void> {
  const { authenticator, db, now } = feature;
  registerCall(app, authenticator, calls.servicePage, { access: { menu: SPREADSHEET_LISTS.service.menu } }, (input, { user }) =>
    pageServices(db, user.tenantId, input));
  registerCall(app, authenticator, calls.userPage, { access: { menu: SPREADSHEET_LISTS.user.menu } }, (input, { user }) =>
    pageUsers(db, user.tenantId, input, now(), app.loginThrottle.limits));
}
