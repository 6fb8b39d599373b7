import { Client, InvalidCredentialsError, NoSuchObjectError, type Entry } from 'ldapts';

/**
 * The one way this feature talks to a directory (ldapts): a bound client with the settings' time-outs, paged
 * searches (RFC 2696; many school directories answer a plain search with at most 500 or 1,000 entries), and every
 * failure turned into a Chinese message an administrator can act on.
 */

export interface ConnectionSettings {
  url: string;
  bindDn: string;
  bindPassword: string;
  timeoutSeconds: number;
}

/** A directory failure with its Chinese message; `kind` lets callers and tests tell them apart. */
export class DirectoryError extends Error {
  constructor(readonly kind: 'unreachable' | 'credentials' | 'base' | 'timeout' | 'filter' | 'other', message: string) {
    super(message);
    this.name = 'DirectoryError';
  }
}

/** Maps what ldapts or the socket threw to a DirectoryError; `base` names the DN a "no such object" is about. */
export function directoryError(error: unknown, base = ''): DirectoryError {
  if (error instanceof DirectoryError) return error;
  if (error instanceof InvalidCredentialsError) return new DirectoryError('credentials', '绑定失败：绑定 DN 或密码错误');
  if (error instanceof NoSuchObjectError) return new DirectoryError('base', `未找到基准 DN：${base || '（空）'}，请检查拼写`);
  const message = error instanceof Error ? error.message : String(error);
  const code = (error as NodeJS.ErrnoException | null)?.code ?? '';
  if (/timed? ?out/i.test(message) || code === 'ETIMEDOUT') return new DirectoryError('timeout', '连接目录服务器超时，请检查地址、端口与网络，或调大超时');
  if (/Invalid (expression|attribute name|search filter)|paren|Filter cannot be empty/i.test(message)) {
    return new DirectoryError('filter', `过滤条件有误：${message}`);
  }
  if (['ECONNREFUSED', 'ECONNRESET', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN', 'EPIPE'].includes(code)
    || /Connection closed|Socket (error|connection)|connect|closed/i.test(message)) {
    return new DirectoryError('unreachable', '无法连接目录服务器或连接已中断，请检查地址与端口，以及服务器是否运行');
  }
  if (/certificate|self[- ]signed|TLS|SSL/i.test(message)) return new DirectoryError('unreachable', `无法建立加密连接：${message}`);
  return new DirectoryError('other', `目录服务器返回错误：${message}`);
}

/** A bound client; the caller unbinds it (`close`). */
export async function openDirectory(settings: ConnectionSettings): Promise<{ client: Client; close(): Promise<void> }> {
  const ms = settings.timeoutSeconds * 1000;
  const client = new Client({ url: settings.url, timeout: ms, connectTimeout: ms, strictDN: false });
  const close = () => client.unbind().catch(() => undefined);
  try {
    // An empty password is an unauthenticated bind that every server accepts (RFC 4513 5.1.2): refuse it here.
    if (settings.bindDn !== '' && settings.bindPassword === '') throw new DirectoryError('credentials', '绑定失败：未设置绑定密码');
    if (settings.bindDn !== '') await client.bind(settings.bindDn, settings.bindPassword);
  } catch (error) {
    await close();
    throw directoryError(error);
  }
  return { client, close };
}

export interface PagedSearch {
  base: string;
  filter: string;
  attributes: string[];
  pageSize: number;
}

/** A DN compared loosely: case and the spaces around separators do not matter. */
export const sameDn = (a: string, b: string) => {
  const norm = (dn: string) => dn.toLowerCase().replace(/\s*([,=+])\s*/g, '$1').trim();
  return norm(a) === norm(b);
};

/**
 * The entries below a base, one page at a time; the base entry itself is left out (an `ou=departments` base is an
 * organizationalUnit too, and not a department). The generator ends only after the server's last page: a consumer
 * that reaches its end has read everything (the disable rule of ADR 023 rests on that), and any failure, at any
 * page, throws a DirectoryError.
 */
export async function* pagedEntries(client: Client, search: PagedSearch): AsyncGenerator<Entry[]> {
  try {
    for await (const page of client.searchPaginated(search.base, {
      scope: 'sub', filter: search.filter, attributes: search.attributes, paged: { pageSize: search.pageSize },
    })) {
      yield page.searchEntries.filter((entry) => !sameDn(entry.dn, search.base));
    }
  } catch (error) {
    throw directoryError(error, search.base);
  }
}

/** An attribute's first value as text ('' when absent); binary values are read as UTF-8. */
export function firstValue(entry: Entry, attribute: string): string {
  const key = Object.keys(entry).find((k) => k.toLowerCase() === attribute.toLowerCase());
  const value = key === undefined ? undefined : entry[key];
  const first = Array.isArray(value) ? value[0] : value;
  if (first === undefined) return '';
  return (Buffer.isBuffer(first) ? first.toString('utf8') : String(first)).trim();
}
