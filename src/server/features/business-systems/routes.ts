import type { FastifyInstance } from 'fastify';
import type { FeatureContext } from '../../context';
import { registerCall } from '../../http/route';
import { loadSecretBox, type SecretBox } from '../../security/secret-box';
import {
  businessDeliveries, businessKeyCreate, businessKeyRevoke, businessServiceOptions, businessSystemList, businessSystemSave,
} from '../../../shared/api/catalogue/business-systems';
import { createKeyLookup } from './open-api/credentials';
import { registerOpenApi } from './open-api/plugin';
import { registerOpenApiDocs } from './open-api/docs';
import { createAfterWrite } from './services/after-write';
import { createKey, listDeliveries, listSystems, revokeKey, saveSystem, serviceOptions } from './services/registry';

/** The configuration menu of 业务系统接入 (ADR 024). */
export const BUSINESS_SYSTEM_MENU = 'businessSystemConfig';

/**
 * Business systems (ADR 024): the inbound API under /api/open/v1 with its OpenAPI description, and the studio's
 * calls that register systems, make and revoke their keys and list their deliveries.
 */
export async function registerBusinessSystemRoutes(app: FastifyInstance, feature: FeatureContext): Promise<void> {
  const { authenticator, db, now, env } = feature;
  let boxLoading: Promise<SecretBox> | null = null;
  const secretBox = () => (boxLoading ??= loadSecretBox(env.CONFIG_SECRETS_KEY, feature.keyStore, (message) => app.log.warn(message)));
  const after = createAfterWrite({ db, now, runtime: () => app.chatRuntime, log: app.log });
  app.addHook('onClose', async () => after.close());

  await registerOpenApiDocs(app);
  await registerOpenApi(app, {
    db, now, redis: feature.redis, replayStore: app.replayStore, keys: createKeyLookup(db, secretBox),
    rate: { limit: env.BUSINESS_API_RATE_LIMIT, windowSeconds: env.BUSINESS_API_RATE_WINDOW_SECONDS },
    afterWrite: after.afterWrite,
  });

  const access = { access: { menu: BUSINESS_SYSTEM_MENU } } as const;
  registerCall(app, authenticator, businessSystemList, access, async (_input, { user }) => ({ systems: await listSystems(db, user.tenantId, now()) }));
  registerCall(app, authenticator, businessSystemSave, { ...access, msg: '已保存' }, async (input, { user }) => saveSystem(db, user.tenantId, input, now()));
  registerCall(app, authenticator, businessServiceOptions, access, async (_input, { user }) => serviceOptions(db, user.tenantId));
  registerCall(app, authenticator, businessKeyCreate, { ...access, msg: '已生成密钥' }, async (input, { user }) =>
    createKey(db, await secretBox(), user.tenantId, input.id, now()));
  registerCall(app, authenticator, businessKeyRevoke, { ...access, msg: '已吊销密钥' }, async (input, { user }) => revokeKey(db, user.tenantId, input.keyId, now()));
  registerCall(app, authenticator, businessDeliveries, access, async (input, { user }) => ({
    deliveries: await listDeliveries(db, user.tenantId, input.id, input.onlyRefused === true),
  }));
}
