import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { AppError } from '../../http/app-error';
import { isAllowedHost, isReachableAddress, type AllowList } from './address-guard';

/**
 * The server's only way to an administrator's JSON API: http(s) only, every resolved address checked against the
 * SSRF guard inside the socket's own DNS lookup (so the address checked is the address connected to, and a DNS
 * answer that changes between a check and the connection cannot slip past), a time-out over the whole exchange,
 * at most 1 MB of answer, no redirects followed, JSON only.
 */

const MAX_ANSWER_BYTES = 1024 * 1024;

export interface GuardedRequest {
  url: URL;
  method: 'GET' | 'POST';
  /** JSON text of a POST body. */
  body?: string;
  /**
   * The administrator's own headers (an API key): sent as given, after ours could not be overridden — the schema
   * refuses the transport's names (RESERVED_API_HEADERS), and ours are written last here anyway.
   */
  headers?: Readonly<Record<string, string>>;
  timeoutMs: number;
  allow: AllowList;
  maxBytes?: number;
}

/** Raised inside the lookup hook; kept apart from DNS errors so it maps to DATA_SOURCE_REFUSED. */
class RefusedAddressError extends Error {}

const refused = () => new AppError('DATA_SOURCE_REFUSED');

/** Why an address with a user name or password is refused, at save (outbound-url.ts) and at fetch alike. */
export const CREDENTIALS_REASON = '地址中不能包含用户名或密码（如 user:password@），需要凭据时请用接口参数传递';
const failed = (reason: string) => new AppError('DATA_SOURCE_FAILED', { msg: `外部数据源请求失败：${reason}` });

/** The host as the socket sees it: IPv6 literals lose their URL brackets. */
function hostOf(url: URL): string {
  return url.hostname.replace(/^\[(.*)\]$/, '$1');
}

/** Every address the host resolves to must be reachable; one forbidden address refuses the whole host. */
function allAddressesReachable(hostname: string, addresses: readonly LookupAddress[], allow: AllowList): boolean {
  if (addresses.length === 0) return false;
  if (isAllowedHost(hostname, allow)) return true;
  return addresses.every((a) => isReachableAddress(a.address, allow));
}

/** The socket's lookup: resolves every address, refuses the host if any is forbidden, hands over only checked ones. */
function guardedLookup(allow: AllowList): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { all: true, family: options.family ?? 0, hints: options.hints, order: 'verbatim' }, (error, addresses) => {
      if (error) {
        callback(error, '', 0);
        return;
      }
      const [first] = addresses;
      if (first === undefined || !allAddressesReachable(hostname, addresses, allow)) {
        callback(new RefusedAddressError(hostname), '', 0);
        return;
      }
      if (options.all) callback(null, addresses);
      else callback(null, first.address, first.family);
    });
  };
}

/**
 * Refuses what can be refused before connecting: another scheme, credentials in the address (one rule with the
 * save-time check, outbound-url.ts: an API stored past that check must not send them), and a literal address
 * (sockets skip the lookup for those, so the hook above would never see them).
 */
function assertTargetAllowed(url: URL, allow: AllowList): void {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw refused();
  if (url.username !== '' || url.password !== '') throw new AppError('DATA_SOURCE_REFUSED', { msg: `数据源地址不被允许：${CREDENTIALS_REASON}` });
  const host = hostOf(url);
  if (isIP(host) !== 0 && !isAllowedHost(host, allow) && !isReachableAddress(host, allow)) throw refused();
}

/**
 * Save-time check of an API's address (apiSave): a literal forbidden address, or a host that resolves to one, is
 * refused. A host that does not resolve now is accepted: it is checked again on every fetch.
 */
export async function assertUrlAllowed(url: URL, allow: AllowList): Promise<void> {
  assertTargetAllowed(url, allow);
  const host = hostOf(url);
  if (isIP(host) !== 0 || isAllowedHost(host, allow)) return;
  const addresses = await new Promise<LookupAddress[]>((resolve) => {
    dnsLookup(host, { all: true, order: 'verbatim' }, (error, found) => resolve(error ? [] : found));
  });
  if (addresses.length > 0 && !allAddressesReachable(host, addresses, allow)) throw refused();
}

function isJsonType(contentType: string | undefined): boolean {
  return /^application\/([\w.-]+\+)?json\s*(;|$)/i.test(contentType ?? '');
}

/** Why an answer is not read at all, judged from its status and headers; null when it may be read. */
function refusalOf(res: http.IncomingMessage, maxBytes: number): string | null {
  const status = res.statusCode ?? 0;
  if (status >= 300 && status < 400) return '返回了重定向，不予跟随';
  if (status < 200 || status >= 300) return `HTTP ${status}`;
  if (!isJsonType(res.headers['content-type'])) return '返回的不是 JSON';
  if ((res.headers['content-encoding'] ?? 'identity') !== 'identity') return '返回内容经过压缩';
  if (Number(res.headers['content-length'] ?? 0) > maxBytes) return '返回内容超过 1 MB';
  return null;
}

export interface JsonAnswer {
  value: unknown;
  /** Bytes received. */
  bytes: number;
}

/** Fetches and parses one JSON answer under the guard; failures are AppErrors of the DATA_SOURCE_* codes. */
export async function fetchGuardedJson(request: GuardedRequest): Promise<JsonAnswer> {
  const { url, method, body, timeoutMs, allow } = request;
  const maxBytes = request.maxBytes ?? MAX_ANSWER_BYTES;
  assertTargetAllowed(url, allow);
  const transport = url.protocol === 'https:' ? https : http;

  return new Promise<JsonAnswer>((resolve, reject) => {
    let settled = false;
    const finish = (error: Error | null, answer?: JsonAnswer) => {
      if (settled) return;
      settled = true;
      clearTimeout(deadline);
      if (error || answer === undefined) reject(error ?? failed('没有返回内容'));
      else resolve(answer);
    };

    const req = transport.request(url, {
      method,
      // A fresh socket per request: a pooled one could outlive the lookup that checked its address.
      agent: false,
      lookup: guardedLookup(allow),
      headers: {
        ...request.headers,
        Accept: 'application/json',
        'Accept-Encoding': 'identity',
        ...(body !== undefined ? { 'Content-Type': 'application/json', 'Content-Length': String(Buffer.byteLength(body)) } : {}),
      },
    });
    // Over the whole exchange (lookup, connect, headers and body), so a server that trickles bytes times out too.
    const deadline = setTimeout(() => {
      finish(new AppError('DATA_SOURCE_TIMEOUT'));
      req.destroy();
    }, timeoutMs);

    req.on('error', (error) => {
      if (error instanceof RefusedAddressError) finish(refused());
      else finish(failed('无法连接'));
    });

    req.on('response', (res) => {
      const reason = refusalOf(res, maxBytes);
      if (reason !== null) {
        res.destroy();
        finish(failed(reason));
        return;
      }
      const chunks: Buffer[] = [];
      let size = 0;
      res.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > maxBytes) {
          res.destroy();
          finish(failed('返回内容超过 1 MB'));
          return;
        }
        chunks.push(chunk);
      });
      res.on('error', () => finish(failed('连接中断')));
      res.on('end', () => {
        try {
          finish(null, { value: JSON.parse(Buffer.concat(chunks).toString('utf8')) as unknown, bytes: size });
        } catch {
          finish(failed('返回的 JSON 无法解析'));
        }
      });
    });

    req.end(body);
  });
}

/** What a reachability probe found: an answer came, none came (or a gateway said the system is down), or the guard refused. */
export type ProbeOutcome = 'reachable' | 'unreachable' | 'refused';

/**
 * Whether an address answers (ADR 031): one HEAD request under the same guard as every fetch — http(s) only, every
 * resolved address checked inside the socket's lookup, no redirect followed, nothing read. Any HTTP answer counts as
 * reachable (a 401 or 404 is the system speaking) except 502, 503 and 504, a gateway saying the system behind it is
 * down; no answer within `timeoutMs` is unreachable.
 */
export async function probeGuarded(url: URL, timeoutMs: number, allow: AllowList): Promise<ProbeOutcome> {
  try {
    assertTargetAllowed(url, allow);
  } catch {
    return 'refused';
  }
  const transport = url.protocol === 'https:' ? https : http;
  return new Promise<ProbeOutcome>((resolve) => {
    let settled = false;
    const finish = (outcome: ProbeOutcome) => {
      if (settled) return;
      settled = true;
      clearTimeout(deadline);
      req.destroy();
      resolve(outcome);
    };
    // autoSelectFamily (Node's, not yet in its types here): every checked address is tried in turn, as localhost may
    // be ::1 first while a system listens on 127.0.0.1.
    const options: http.RequestOptions & { autoSelectFamily: boolean } = {
      method: 'HEAD', agent: false, lookup: guardedLookup(allow), autoSelectFamily: true, headers: { 'Accept-Encoding': 'identity' },
    };
    const req = transport.request(url, options);
    const deadline = setTimeout(() => finish('unreachable'), timeoutMs);
    req.on('error', (error) => finish(error instanceof RefusedAddressError ? 'refused' : 'unreachable'));
    req.on('response', (res) => {
      const status = res.statusCode ?? 0;
      res.resume();
      finish(status === 502 || status === 503 || status === 504 ? 'unreachable' : 'reachable');
    });
    req.end();
  });
}
