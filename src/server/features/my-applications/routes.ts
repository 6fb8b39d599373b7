import type { FastifyInstance } from 'fastify';
import type { FeatureContext } from '../../context';
import { registerCall } from '../../http/route';
import { myApplicationDetail, myApplications } from '../../../shared/api/catalogue/my-applications';
import { getMyApplication } from './services/application-detail';
import { listMyApplications } from './services/list-applications';

/** 我的办件 (ADR 026): the caller's own applications; no input names a user, so nobody reads another's. */
export async function registerMyApplicationRoutes(app: FastifyInstance, feature: FeatureContext): Promise<void> {
  const { authenticator, db, now } = feature;

  registerCall(app, authenticator, myApplications, { access: 'user' }, (input, { user }) =>
    listMyApplications(db, user, input, new Date(now())));

  registerCall(app, authenticator, myApplicationDetail, { access: 'user' }, (input, { user }) =>
    getMyApplication(db, user, input.id, new Date(now())));
}
