import type { FastifyInstance } from 'fastify';
import type { FeatureContext } from '../../../context';
import { homePageStudio } from '../../../../shared/api/catalogue/cards-admin';
import { registerStudioAreaRoutes } from '../../../drafts/routes';
import { homePageArea } from './area';

/**
 * The home page area's draft, publish, history, version, compare, rollback, preview and audit calls (menu
 * homePageConfig). Its edit calls are the spec's card configuration calls (cards/admin-routes.ts).
 */
export async function registerHomeConfigRoutes(app: FastifyInstance, feature: FeatureContext): Promise<void> {
  registerStudioAreaRoutes(app, feature, homePageStudio, homePageArea);
}
