import type { FastifyInstance } from 'fastify';
import type { FeatureContext } from '../../context';
import { registerCall } from '../../http/route';
import { loadSecretBox, type SecretBox } from '../../security/secret-box';
import {
  businessDeliveries, businessKeyCreate, businessKeyRevoke, businessServiceOptions, businessSystemList, businessSystemSave,
} from '../../../shared/api/catalogue/business-systems';
import { createKeyLookup } from './open-api/key-lookup';
import { warnOfRedisOutage } from '../../redis/connection';
import { registerOpenApi } from './open-api/plugin';
import { registerOpenApiDocs } from './open-api/docs';
import { createAfterWrite } from './services/after-write';
import { createKey, listDeliveries, listSystems, pruneDeliveries, revokeKey, saveSystem, serviceOptions } from './services/registry';

const PRUNE_EVERY_MS = 3_600_000;

/** The configuration menu of 业务系统接入 (ADR 024). */
const BUSINESS_SYSTEM_MENU = 'businessSystemConfig';

/**
 * Business systems (ADR 024): the inbound API under /api/open/v1 with its OpenAPI description, and the studio's
 * calls that register systems, make and revoke their keys and list their deliveries.
 */
export async function registerBusinessSystemRoutes(app: FastifyInstance, feature: FeatureContext): Promise<void> {
  const { authenticator, db, now, env } = feature;
  let boxLoading: Promise<SecretBox> | null = null;
  const secretBox = () => (boxLoading ??= loadSecretBox(env.CONFIG_SECRETS_KEY, feature.keyStore, (message) => app.log.warn(message)));
  const after = createAfterWrite({ db, now, runtime: () => app.chatRuntime, log: app.log });
  const keys = createKeyLookup({
    db, box: secretBox, now, redis: feature.redis, onError: (error) => app.log.warn({ err: error }, 'business keys: telling the other instances failed'),
    onRedisOutage: warnOfRedisOutage(app.log, 'business keys'),
  });
  // Old deliveries go once an hour, on every instance (a delete of what is already gone costs nothing).
  const pruner = setInterval(() => {
    pruneDeliveries(db, now()).catch((error: unknown) => app.log.warn({ err: error }, 'business deliveries: pruning failed'));
  }, PRUNE_EVERY_MS);
  pruner.unref();
  app.addHook('onClose', async () => {
    clearInterval(pruner);
    after.close();
    keys.close();
  });

  await registerOpenApiDocs(app);
  await registerOpenApi(app, {
    db, now, redis: feature.redis, replayStore: app.replayStore, keys,
    rate: { limit: env.BUSINESS_API_RATE_LIMIT, windowSeconds: env.BUSINESS_API_RATE_WINDOW_SECONDS },
    afterWrite: after.afterWrite,
  });

  const access = { access: { menu: BUSINESS_SYSTEM_MENU } } as const;
  registerCall(app, authenticator, businessSystemList, access, async (_input, { user }) => ({ systems: await listSystems(db, user.tenantId, now()) }));
  // A system's scopes and status and its keys' revocation are read through the key lookup's memory: every change
  // makes every instance read them again (ADR 024).
  registerCall(app, authenticator, businessSystemSave, { ...access, msg: '已保存' }, async (input, { user }) => {
    const saved = await saveSystem(db, user.tenantId, input, now());
    await keys.changed();
    return saved;
  });
  registerCall(app, authenticator, businessServiceOptions, access, async (_input, { user }) => serviceOptions(db, user.tenantId));
  registerCall(app, authenticator, businessKeyCreate, { ...access, msg: '已生成密钥' }, async (input, { user }) =>
    createKey(db, await secretBox(), user.tenantId, input.id, now()));
  registerCall(app, authenticator, businessKeyRevoke, { ...access, msg: '已吊销密钥' }, async (input, { user }) => {
    const revoked = await revokeKey(db, user.tenantId, input.keyId, now());
    await keys.changed();
    return revoked;
  });
  registerCall(app, authenticator, businessDeliveries, access, async (input, { user }) => ({
    deliveries: await listDeliveries(db, user.tenantId, input.id, input.onlyRefused === true),
  }));
}
