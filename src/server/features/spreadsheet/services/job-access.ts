import type { Db } from '../../../db/client';
import type { AuthUser, Authenticator } from '../../../http/auth-types';
import { AppError } from '../../../http/app-error';
import { readFileMeta, type StoredFile } from '../../../jobs/file-store';
import { readJob, type JobKind, type JobRow } from '../../../jobs/job-store';
import { exportAccessOf, type ExportListName } from '../../../../shared/schema/spreadsheet-jobs';

/** The caller's tenant; a tenantId naming another one is refused, never silently replaced (as DICT-01 selects). */
export function tenantOf(user: AuthUser, input: { tenantId?: string | undefined }): string {
  if (input.tenantId !== undefined && input.tenantId !== user.tenantId) throw new AppError('FORBIDDEN', { msg: '不能操作其他租户的数据' });
  return user.tenantId;
}

/**
 * Who may see a job or a file: its owner, or a user who holds the list's configuration menu (an efficiency table's
 * job is its owner's alone: what it holds was decided by the owner's own visibility). Anything else — another
 * tenant's, another list's, an unknown key — answers like a missing job, so keys cannot be probed.
 */
async function mayAccess(authenticator: Authenticator, user: AuthUser, owner: { tenantId: string; ownerId: string; listName: string }, list: ExportListName) {
  if (owner.tenantId !== user.tenantId || owner.listName !== list) return false;
  if (owner.ownerId === user.userId) return true;
  const access = exportAccessOf(list);
  return access !== 'efficiency' && authenticator.hasMenu(user, access.menu);
}

export async function accessibleJob(
  db: Db,
  authenticator: Authenticator,
  user: AuthUser,
  list: ExportListName,
  kind: JobKind,
  key: string,
): Promise<JobRow> {
  const job = await readJob(db, key);
  if (!job || job.kind !== kind || !(await mayAccess(authenticator, user, job, list))) throw new AppError('JOB_NOT_FOUND');
  return job;
}

export async function accessibleFile(
  db: Db,
  authenticator: Authenticator,
  user: AuthUser,
  list: ExportListName,
  kind: StoredFile['kind'],
  fileId: string,
): Promise<StoredFile> {
  const file = await readFileMeta(db, fileId);
  if (!file || file.kind !== kind || !(await mayAccess(authenticator, user, file, list))) throw new AppError('NOT_FOUND', { msg: '文件不存在或已过期' });
  return file;
}
