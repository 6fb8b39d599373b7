import type { DirectoryTestResult } from '../../../../shared/schema/directory-sync';
import { directoryError, openDirectory, type ConnectionSettings } from './ldap-connection';

/**
 * The studio's 测试连接: a bind, then the people base (and the departments base, when set) read as base objects,
 * then one entry under the people base. Any failure is an answer with the Chinese reason, not a refused call: the
 * administrator asked a question and the answer is "no, because…".
 */
export async function testConnection(settings: ConnectionSettings & { peopleBase: string; departmentsBase: string }): Promise<DirectoryTestResult> {
  const started = Date.now();
  const answer = (ok: boolean, message: string, sampleDn = '') => ({ ok, message, sampleDn, elapsedMs: Date.now() - started });
  let connection: Awaited<ReturnType<typeof openDirectory>>;
  try {
    connection = await openDirectory(settings);
  } catch (error) {
    return answer(false, directoryError(error).message);
  }
  let base = settings.peopleBase;
  try {
    await connection.client.search(base, { scope: 'base', attributes: ['1.1'] });
    if (settings.departmentsBase !== '') {
      base = settings.departmentsBase;
      await connection.client.search(base, { scope: 'base', attributes: ['1.1'] });
    }
    base = settings.peopleBase;
    let sampleDn = '';
    for await (const page of connection.client.searchPaginated(base, { scope: 'one', attributes: ['1.1'], paged: { pageSize: 1 } })) {
      sampleDn = page.searchEntries[0]?.dn ?? '';
      break;
    }
    return answer(true, sampleDn ? `连接成功，已读取人员条目：${sampleDn}` : '连接成功，但人员基准 DN 下没有条目', sampleDn);
  } catch (error) {
    return answer(false, directoryError(error, base).message);
  } finally {
    await connection.close();
  }
}
