import type { FastifyInstance } from 'fastify';
import type { FeatureContext } from '../../context';
import { AppError } from '../../http/app-error';
import { registerCall } from '../../http/route';
import { actorOf, registerStudioAreaRoutes } from '../../drafts/routes';
import { readDraft, type AnyArea } from '../../drafts/services/documents';
import { editDraft } from '../../drafts/services/draft';
import { startJobRunner, type JobRunner } from '../../jobs/runner';
import { loadSecretBox, type SecretBox } from '../../security/secret-box';
import {
  directorySyncDetail, directorySyncRuns, directorySyncStart, directorySyncStatus, directorySyncStudio, directorySyncSubmit, directorySyncTest,
} from '../../../shared/api/catalogue/directory-sync';
import type { DirectorySyncDocument } from '../../../shared/schema/directory-sync';
import { directorySyncArea, viewOf } from './config/area';
import { readSecret, storeSecret } from './config/secrets';
import { startSyncScheduler } from './scheduler';
import { listRuns } from './services/runs';
import { startSync, SYNC_KIND } from './services/start';
import { runDirectorySync } from './services/sync-job';
import { testConnection } from './services/test-connection';

/**
 * LDAP directory sync (ADR 023): the settings area, the connection test, starting a run and reading runs, and this
 * instance's sync runner and schedule, which start when the server is ready and stop when it closes.
 */
export async function registerDirectorySyncRoutes(app: FastifyInstance, feature: FeatureContext): Promise<void> {
  const { authenticator, db, now, env } = feature;
  const access = { access: { menu: directorySyncArea.menu } } as const;
  const area = directorySyncArea as unknown as AnyArea;
  let boxLoading: Promise<SecretBox> | null = null;
  const secretBox = () => (boxLoading ??= loadSecretBox(env.CONFIG_SECRETS_KEY, feature.keyStore, (message) => app.log.warn(message)));
  let runner: JobRunner | null = null;
  let scheduler: { stop(): Promise<void> } | null = null;

  const draftDoc = async (tenantId: string) => (await readDraft(db, area, tenantId)).body as DirectorySyncDocument;

  registerCall(app, authenticator, directorySyncDetail, access, async (_input, { user }) => viewOf(await draftDoc(user.tenantId)));

  registerCall(app, authenticator, directorySyncSubmit, { ...access, msg: '已保存到草稿' }, async (input, { user }) => {
    const { bindPassword, clearBindPassword, bindPasswordId: _fromClient, ...settings } = input;
    // Sealed before the draft's transaction; a refused edit leaves an unreferenced sealed row, which opens nothing.
    const newId = bindPassword ? await storeSecret(db, await secretBox(), user.tenantId, bindPassword) : null;
    const how = { action: 'draft.update', objectId: '', summary: 'directorysync/submit' } as const;
    const doc = await editDraft(db, directorySyncArea, actorOf(user), how, new Date(now()), (draft) => ({
      ...settings, bindPasswordId: clearBindPassword ? '' : (newId ?? draft.bindPasswordId),
    }));
    return viewOf(doc);
  });

  registerCall(app, authenticator, directorySyncTest, access, async (input, { user }) => {
    const draft = await draftDoc(user.tenantId);
    const password = input.bindPassword || await readSecret(db, await secretBox(), user.tenantId, draft.bindPasswordId);
    return testConnection({ ...input, bindPassword: password });
  });

  registerCall(app, authenticator, directorySyncStart, { ...access, msg: '已开始同步' }, async (_input, { user }) => {
    const actor = actorOf(user);
    const outcome = await startSync(db, user.tenantId, { userId: user.userId, name: actor.name }, new Date(now()));
    if (!outcome) throw new Error('a manual start always answers a job');
    runner?.wake();
    return outcome;
  });

  registerCall(app, authenticator, directorySyncStatus, access, async (input, { user }) => {
    const [run] = await listRuns(db, user.tenantId, { limit: 1, ...(input.jobId === undefined ? {} : { jobId: input.jobId }) });
    if (!run && input.jobId !== undefined) throw new AppError('NOT_FOUND', { msg: '同步任务不存在' });
    return run ?? null;
  });

  registerCall(app, authenticator, directorySyncRuns, access, async (input, { user }) => ({ runs: await listRuns(db, user.tenantId, { limit: input.limit ?? 10 }) }));

  registerStudioAreaRoutes(app, feature, directorySyncStudio, directorySyncArea);

  app.addHook('onReady', async () => {
    if (!env.SPREADSHEET_RUN_JOBS) return;
    const box = await secretBox();
    runner = startJobRunner({
      // The runner's log lines name spreadsheet jobs; the binding says these are directory syncs.
      db, log: app.log.child({ jobFamily: 'directory-sync' }), now, lanes: [[SYNC_KIND]],
      handlers: { [SYNC_KIND]: (job, control) => runDirectorySync({ db, box, now }, job, control) },
    });
    scheduler = startSyncScheduler({ db, now, log: app.log, tickSeconds: env.DIRECTORY_SYNC_TICK_SECONDS, started: () => runner?.wake() });
  });
  app.addHook('onClose', async () => {
    await scheduler?.stop();
    scheduler = null;
    await runner?.stop();
    runner = null;
  });
}
