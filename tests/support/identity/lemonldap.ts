import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { once } from 'node:events';
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { chmod, chown, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ensureDebianTool } from '../debian-packages';
import { freePort } from '../server-process';
import { until } from '../until';

/**
 * LemonLDAP::NG from Debian, started by a test on loopback: a real CAS 3.0 server and OpenID Connect provider with
 * its demo users, behind Debian's nginx, every file in a temporary folder of its own.
 *
 * What the next engineer must know about this provider (Debian 12, LemonLDAP::NG 2.16):
 * - Its OpenID Connect issuer has no back-channel logout: discovery says `backchannel_logout_supported: false`, and
 *   a relying party whose logout type is "back" is never called. Its logout reaches relying parties by front channel
 *   only: the provider's logout page holds an iframe on the relying party's `frontChannelLogoutUri` with `iss` and
 *   `sid` (and `sid` is the user's `sub`, not a session id). Its CAS issuer does send back-channel `logoutRequest`s
 *   (a POST of `logoutRequest=<samlp:LogoutRequest…>` to the service URL a ticket was issued for).
 * - The cookie domain cannot be empty (the portal refuses to start); it is `127.0.0.1` here, which the portal sends
 *   as `domain=.127.0.0.1` and Chromium keeps as a host cookie of 127.0.0.1 (any port).
 * - Its token endpoint does not form-decode client_secret_basic credentials (RFC 6749 §2.3.1 says to) and reads only
 *   the `\w` characters of the base64: openid-client's ClientSecretBasic encodes '-' as %2D, so a client id or secret
 *   with anything but letters and digits is "Wrong credentials" (401). client_secret_post works for any secret.
 * - It counts a relying party as signed in (to be logged out) only once the RP has exchanged its code.
 * - The portal's own login form carries a one-time hidden `token` (requireToken): post it back with user and password.
 * - Its CAS issuer hands tickets to any service unless `casAccessControlPolicy` says otherwise ('error' here).
 * - The FastCGI server refuses to run as root, and takes a root shell's USER=root as the user to become; as root it is
 *   started as nobody (who then owns the temporary folder), with USER and its other option variables cleared.
 * - The portal is compiled on the first request each FastCGI worker serves: the whole start is about half a second
 *   on this machine, a first sign-in on a cold worker a little more.
 */

/** A demo user of LemonLDAP's Demo backend, with what the provider releases about it. */
export interface LemonLdapUser {
  login: string;
  password: string;
  /** `cn`, released as the CAS attribute `cn` and the claim `name`. */
  name: string;
  mail: string;
  /** A department code of the seeded university (src/server/seed/data/departments.ts). */
  department: string;
  /** Who the person is at the school, which role rules map to a role. */
  affiliation: 'teacher' | 'student';
}

/**
 * The Demo backend's accounts (their names and mails are LemonLDAP's own, in Lemonldap::NG::Portal::UserDB::Demo);
 * the department and affiliation are the provider's macros below: a teacher and two students, each of a department of
 * their own, so that a test signing one student in by CAS and the other by OIDC sees neither's account made before.
 */
export const LEMONLDAP_USERS: readonly LemonLdapUser[] = [
  { login: 'dwho', password: 'dwho', name: 'Doctor Who', mail: 'dwho@badwolf.org', department: 'JSJ', affiliation: 'teacher' },
  { login: 'rtyler', password: 'rtyler', name: 'Rose Tyler', mail: 'rtyler@badwolf.org', department: 'JX', affiliation: 'student' },
  { login: 'msmith', password: 'msmith', name: 'Mickey Smith', mail: 'msmith@badwolf.org', department: 'DQ', affiliation: 'student' },
];

/** The CAS attributes `/cas/p3/serviceValidate` releases, by what they hold. */
export const LEMONLDAP_CAS_ATTRIBUTES = { account: 'uid', name: 'cn', mail: 'mail', department: 'department', affiliation: 'affiliation' } as const;

/**
 * The claims of the id_token and the userinfo answer, by what they hold. The provider releases a claim only for a
 * scope that lists it; `department` and `affiliation` are listed in `profile` here, so `openid profile email` asks
 * for all of them.
 */
export const LEMONLDAP_OIDC_CLAIMS = { account: 'preferred_username', name: 'name', mail: 'email', department: 'department', affiliation: 'affiliation' } as const;

interface LemonLdapOidcClient {
  clientId: string;
  clientSecret: string;
  redirectUris: string[];
  postLogoutRedirectUris: string[];
  /** Registered as given; LemonLDAP 2.16 never calls it (see the notes above). At most one logout URI of the two. */
  backChannelLogoutUri?: string;
  /** Opened in an iframe of the provider's logout page, with `iss` and `sid`. */
  frontChannelLogoutUri?: string;
}

export interface LemonLdapOptions {
  /** Service URLs the CAS issuer accepts: a service matches one of them by prefix. */
  casServices: string[];
  oidcClient?: LemonLdapOidcClient;
  /** FastCGI workers; two by default, so that one can answer the relying party while another waits on it. */
  workers?: number;
  /** The portal's log level (its log is in `logs()`); `debug` shows every check it makes. */
  logLevel?: 'error' | 'warn' | 'notice' | 'info' | 'debug';
}

export interface LemonLdap {
  /** The portal, with its trailing slash: its own login form. */
  portalUrl: string;
  /** The CAS server's prefix: `${casUrl}/login`, `${casUrl}/p3/serviceValidate`, `${casUrl}/logout`. */
  casUrl: string;
  /** The issuer; discovery is at `${oidcIssuer}/.well-known/openid-configuration`. */
  oidcIssuer: string;
  users: LemonLdapUser[];
  /** Ends the browser's provider session, and with it the services' sessions (CAS back channel, OIDC front channel). */
  logoutUrl: string;
  /** The provider's and nginx's logs so far. */
  logs(): Promise<string>;
  stop(): Promise<void>;
}

const NGINX = { paths: [process.env.NGINX_PATH ?? '/usr/sbin/nginx'], packages: ['nginx'] };
const FASTCGI_SERVER = { paths: ['/usr/sbin/llng-fastcgi-server'], packages: ['lemonldap-ng', 'lemonldap-ng-fastcgi-server'] };
const PORTAL_PSGI = { paths: ['/usr/share/lemonldap-ng/portal/htdocs/index.psgi'], packages: ['lemonldap-ng', 'liblemonldap-ng-portal-perl'] };
const PORTAL_TEMPLATES = '/usr/share/lemonldap-ng/portal/templates';
const JAVASCRIPT_LIBRARIES = '/usr/share/javascript';

const HOST = '127.0.0.1';
/** The relying party's and the CAS application's keys in the configuration. */
const RP = 'servicehall';
const CAS_APP = 'servicehall';

/** A Perl string literal (single quotes: nothing in it is interpolated). */
function perlString(value: string): string {
  return `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
}

/** A macro that answers one value per demo user, '' for anyone else. */
function macroByUser(pick: (user: LemonLdapUser) => string): string {
  return `${LEMONLDAP_USERS.map((user) => `$uid eq ${perlString(user.login)} ? ${perlString(pick(user))} : `).join('')}''`;
}

function iniFile(dir: string, logLevel: string): string {
  return [
    '[all]',
    `logLevel = ${logLevel}`,
    'logger = Lemonldap::NG::Common::Logger::Std',
    'userLogger = Lemonldap::NG::Common::Logger::Std',
    'checkTime = 1',
    '[configuration]',
    'type = File',
    `dirName = ${dir}/conf`,
    'localStorage = Cache::FileCache',
    `localStorageOptions = { 'namespace' => 'lemonldap-ng-config', 'default_expires_in' => 600, 'cache_root' => '${dir}/cache', 'cache_depth' => 3 }`,
    '[portal]',
    'staticPrefix = /static',
    `templateDir = ${PORTAL_TEMPLATES}`,
    'languages = en, zh, zh_TW, fr',
    '[handler]',
    'status = 0',
    '',
  ].join('\n');
}

function configuration(dir: string, portalUrl: string, issuer: string, options: LemonLdapOptions): Record<string, unknown> {
  const keys = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const storage = { Directory: `${dir}/sessions`, LockDirectory: `${dir}/sessions/lock`, generateModule: 'Lemonldap::NG::Common::Apache::Session::Generate::SHA256' };
  const client = options.oidcClient;
  if (client?.backChannelLogoutUri && client.frontChannelLogoutUri) {
    throw new Error('LemonLDAP holds one logout URI per relying party: give backChannelLogoutUri or frontChannelLogoutUri, not both');
  }
  const logoutUri = client?.frontChannelLogoutUri ?? client?.backChannelLogoutUri;
  return {
    cfgNum: 1,
    cfgVersion: '2.16.1',
    cfgAuthor: 'tests/support/identity/lemonldap.ts',
    cfgDate: String(Math.floor(Date.now() / 1000)),
    key: randomBytes(24).toString('hex'),
    portal: portalUrl,
    domain: HOST,
    cookieName: 'lemonldap',
    securedCookie: 0,
    https: 0,
    sameSite: 'Lax',
    authentication: 'Demo',
    userDB: 'Same',
    passwordDB: 'Demo',
    registerDB: 'Null',
    portalDisplayRegister: 0,
    portalDisplayResetPassword: 0,
    notification: 0,
    loginHistoryEnabled: 0,
    whatToTrace: 'uid',
    demoExportedVars: { uid: 'uid', cn: 'cn', mail: 'mail' },
    exportedVars: {},
    macros: {
      department: macroByUser((user) => user.department),
      affiliation: macroByUser((user) => user.affiliation),
    },
    groups: {},
    locationRules: { [`${HOST}`]: { default: 'accept' } },
    globalStorage: 'Apache::Session::File',
    globalStorageOptions: storage,
    localSessionStorage: 'Cache::FileCache',
    localSessionStorageOptions: { namespace: 'lemonldap-ng-sessions', default_expires_in: 600, cache_root: `${dir}/cache`, cache_depth: 3 },

    issuerDBCASActivation: 1,
    casBackChannelSingleLogout: 1,
    casStrictMatching: 1,
    // A service that matches no application gets no ticket (the default, 'none', serves any service).
    casAccessControlPolicy: 'error',
    casAppMetaDataOptions: { [CAS_APP]: { casAppMetaDataOptionsService: options.casServices.join(' ') } },
    casAppMetaDataExportedVars: {
      [CAS_APP]: Object.fromEntries(Object.values(LEMONLDAP_CAS_ATTRIBUTES).map((attribute) => [attribute, attribute])),
    },

    issuerDBOpenIDConnectActivation: 1,
    oidcServiceMetaDataIssuer: issuer,
    oidcServiceKeyIdSig: randomBytes(8).toString('hex'),
    oidcServicePrivateKeySig: keys.privateKey.export({ type: 'pkcs8', format: 'pem' }),
    oidcServicePublicKeySig: keys.publicKey.export({ type: 'spki', format: 'pem' }),
    oidcServiceAllowAuthorizationCodeFlow: 1,
    ...(client ? {
      oidcRPMetaDataOptions: {
        [RP]: {
          oidcRPMetaDataOptionsClientID: client.clientId,
          oidcRPMetaDataOptionsClientSecret: client.clientSecret,
          oidcRPMetaDataOptionsDisplayName: 'Service Hall',
          oidcRPMetaDataOptionsRedirectUris: client.redirectUris.join(' '),
          oidcRPMetaDataOptionsPostLogoutRedirectUris: client.postLogoutRedirectUris.join(' '),
          oidcRPMetaDataOptionsIDTokenSignAlg: 'RS256',
          oidcRPMetaDataOptionsRequirePKCE: 1,
          oidcRPMetaDataOptionsBypassConsent: 1,
          oidcRPMetaDataOptionsLogoutBypassConfirm: 1,
          oidcRPMetaDataOptionsIDTokenForceClaims: 1,
          oidcRPMetaDataOptionsUserIDAttr: 'uid',
          ...(logoutUri ? {
            oidcRPMetaDataOptionsLogoutUrl: logoutUri,
            oidcRPMetaDataOptionsLogoutType: client.frontChannelLogoutUri ? 'front' : 'back',
            oidcRPMetaDataOptionsLogoutSessionRequired: 1,
          } : {}),
        },
      },
      oidcRPMetaDataExportedVars: {
        [RP]: {
          [LEMONLDAP_OIDC_CLAIMS.account]: 'uid',
          [LEMONLDAP_OIDC_CLAIMS.name]: 'cn',
          [LEMONLDAP_OIDC_CLAIMS.mail]: 'mail',
          [LEMONLDAP_OIDC_CLAIMS.department]: 'department',
          [LEMONLDAP_OIDC_CLAIMS.affiliation]: 'affiliation',
        },
      },
      // A scope's list replaces the standard one: `profile` keeps its standard claims and gains ours.
      oidcRPMetaDataOptionsExtraClaims: {
        [RP]: { profile: `name preferred_username ${LEMONLDAP_OIDC_CLAIMS.department} ${LEMONLDAP_OIDC_CLAIMS.affiliation}` },
      },
    } : {}),
  };
}

function nginxConfig(dir: string, port: number, asRoot: boolean, psgiDir: string): string {
  return [
    'daemon off;',
    'worker_processes 1;',
    ...(asRoot ? ['user nobody nogroup;'] : []),
    `pid ${dir}/nginx/nginx.pid;`,
    `error_log ${dir}/nginx/error.log warn;`,
    'events { worker_connections 256; }',
    'http {',
    '  include /etc/nginx/mime.types;',
    `  access_log ${dir}/nginx/access.log;`,
    ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((kind) => `  ${kind}_temp_path ${dir}/nginx/${kind}_temp;`),
    // Debian's /etc/lemonldap-ng/portal-nginx.conf, on a loopback port, with the Host the browser sent (its port too).
    `  upstream llng_portal_upstream { server unix:${dir}/llng.sock; }`,
    '  server {',
    `    listen ${HOST}:${port};`,
    `    root ${psgiDir}/;`,
    '    if ($uri !~ ^/((static|javascript|favicon).*|.*\\.psgi)) {',
    '      rewrite ^/(.*)$ /index.psgi/$1 break;',
    '    }',
    '    location ~ ^(?<sc>/.*\\.psgi)(?:$|/) {',
    '      include /etc/nginx/fastcgi_params;',
    '      fastcgi_pass llng_portal_upstream;',
    '      fastcgi_param HTTP_HOST $http_host;',
    '      fastcgi_param LLTYPE psgi;',
    '      fastcgi_param SCRIPT_FILENAME $document_root$fastcgi_script_name;',
    '      fastcgi_split_path_info ^(.*\\.psgi)(/.*)$;',
    '      fastcgi_param PATH_INFO $fastcgi_path_info;',
    '    }',
    '    index index.psgi;',
    '    location / { try_files $uri $uri/ =404; }',
    `    location /static/ { alias ${psgiDir}/static/; }`,
    `    location /javascript/ { alias ${JAVASCRIPT_LIBRARIES}/; }`,
    '  }',
    '}',
    '',
  ].join('\n');
}

function idOf(kind: 'user' | 'group', name: string): number {
  return Number(execFileSync('getent', [kind === 'user' ? 'passwd' : 'group', name], { encoding: 'utf8' }).split(':')[2]);
}

async function chownTree(target: string, uid: number, gid: number): Promise<void> {
  await chown(target, uid, gid);
  for (const entry of await readdir(target, { withFileTypes: true })) {
    const child = path.join(target, entry.name);
    if (entry.isDirectory()) await chownTree(child, uid, gid);
    else await chown(child, uid, gid);
  }
}

function signalGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // The group has ended already.
  }
}

/** Ends a process group started detached (the FastCGI manager and its workers, or nginx and its worker). */
async function stopGroup(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  signalGroup(child, 'SIGTERM');
  const ended = () => child.exitCode !== null || child.signalCode !== null;
  await until('the process group ending on SIGTERM', ended, { timeoutMs: 10_000, intervalMs: 50 }).catch(() => signalGroup(child, 'SIGKILL'));
  await exited;
}

/**
 * Starts LemonLDAP::NG (its FastCGI server and Debian's nginx) on a free loopback port and waits until the portal
 * answers. A provider that cannot start fails with its logs, never a skip.
 */
export async function startLemonLdap(options: LemonLdapOptions): Promise<LemonLdap> {
  const nginxPath = ensureDebianTool("Debian's nginx", NGINX);
  const fastcgiServer = ensureDebianTool("LemonLDAP::NG's FastCGI server", FASTCGI_SERVER);
  const psgi = ensureDebianTool("LemonLDAP::NG's portal", PORTAL_PSGI);
  const psgiDir = path.dirname(psgi);
  const asRoot = typeof process.getuid === 'function' && process.getuid() === 0;

  const dir = await mkdtemp(path.join(tmpdir(), 'service-hall-lemonldap-'));
  const port = await freePort();
  const portalUrl = `http://${HOST}:${port}/`;
  const issuer = `http://${HOST}:${port}`;
  for (const sub of ['conf', 'cache', 'sessions/lock', 'nginx']) await mkdir(path.join(dir, sub), { recursive: true });
  await writeFile(path.join(dir, 'lemonldap-ng.ini'), iniFile(dir, options.logLevel ?? 'warn'));
  await writeFile(path.join(dir, 'conf', 'lmConf-1.json'), JSON.stringify(configuration(dir, portalUrl, issuer, options), null, 2));
  await writeFile(path.join(dir, 'nginx', 'nginx.conf'), nginxConfig(dir, port, asRoot, psgiDir));
  if (asRoot) {
    // The FastCGI server and nginx's worker run as nobody, who must own the sessions, the cache and the socket.
    await chownTree(dir, idOf('user', 'nobody'), idOf('group', 'nogroup'));
    await chmod(dir, 0o755);
  }

  let llngLog = '';
  let nginxLog = '';
  const env: NodeJS.ProcessEnv = { ...process.env, LLNG_DEFAULTCONFFILE: path.join(dir, 'lemonldap-ng.ini'), LLNG_DEFAULTLOGGER: 'Lemonldap::NG::Common::Logger::Std' };
  // The server reads these as its options' defaults; a root shell's USER=root would make it try to become root.
  for (const name of ['USER', 'GROUP', 'SOCKET', 'PID', 'LISTEN', 'NPROC', 'ENGINE', 'CUSTOM_FUNCTIONS_FILE']) delete env[name];
  const llng = spawn(fastcgiServer, [
    '--foreground', '--socket', path.join(dir, 'llng.sock'), '--pid', path.join(dir, 'llng.pid'), '--proc', String(options.workers ?? 2),
    ...(asRoot ? ['--user', 'nobody', '--group', 'nogroup'] : []),
  ], { env, cwd: dir, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  llng.stdout.on('data', (chunk: Buffer) => (llngLog += chunk.toString()));
  llng.stderr.on('data', (chunk: Buffer) => (llngLog += chunk.toString()));
  const nginx = spawn(nginxPath, ['-p', `${dir}/nginx/`, '-c', `${dir}/nginx/nginx.conf`, '-e', `${dir}/nginx/error.log`], { detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  nginx.stdout.on('data', (chunk: Buffer) => (nginxLog += chunk.toString()));
  nginx.stderr.on('data', (chunk: Buffer) => (nginxLog += chunk.toString()));

  const logs = async () => [
    `--- llng-fastcgi-server (${fastcgiServer}) ---`, llngLog,
    '--- nginx ---', nginxLog, await readFile(path.join(dir, 'nginx', 'error.log'), 'utf8').catch(() => ''),
  ].join('\n');
  // A test runner that dies must not leave the provider behind.
  const onExit = () => {
    signalGroup(nginx, 'SIGKILL');
    signalGroup(llng, 'SIGKILL');
  };
  process.on('exit', onExit);
  const stop = async () => {
    process.off('exit', onExit);
    await Promise.all([stopGroup(nginx), stopGroup(llng)]);
    await rm(dir, { recursive: true, force: true });
  };

  try {
    await until('the LemonLDAP portal answering its OpenID Connect discovery', async () => {
      if (llng.exitCode !== null) throw new Error(`llng-fastcgi-server exited with ${llng.exitCode}`);
      if (nginx.exitCode !== null) throw new Error(`nginx exited with ${nginx.exitCode}`);
      return fetch(`${issuer}/.well-known/openid-configuration`).then((response) => response.ok, () => false);
    }, { timeoutMs: 90_000, intervalMs: 200 });
  } catch (error) {
    const log = await logs();
    await stop();
    throw new Error(`LemonLDAP::NG did not start: ${(error as Error).message}\n${log}`);
  }

  return {
    portalUrl,
    casUrl: `${issuer}/cas`,
    oidcIssuer: issuer,
    users: LEMONLDAP_USERS.map((user) => ({ ...user })),
    logoutUrl: `${portalUrl}?logout=1`,
    logs,
    stop,
  };
}

/** The hidden inputs of the portal's login form (its one-time token among them). */
function hiddenInputs(html: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [input] of html.matchAll(/<input\b[^>]*>/g)) {
    if (!/\btype="hidden"/.test(input)) continue;
    const name = /\bname="([^"]*)"/.exec(input)?.[1];
    if (name) fields[name] = /\bvalue="([^"]*)"/.exec(input)?.[1] ?? '';
  }
  return fields;
}

/**
 * What a browser does on the provider's pages, without one: keeps the portal's cookies, follows its redirects and
 * fills its login form, until the provider sends the browser away to a service or a relying party.
 */
export class LemonLdapBrowser {
  private readonly cookies = new Map<string, string>();

  constructor(private readonly portalUrl: string) {}

  private keep(response: Response): void {
    for (const header of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = header.split(';');
      const split = pair.indexOf('=');
      const name = pair.slice(0, split).trim();
      const value = pair.slice(split + 1).trim();
      const expired = attributes.some((attribute) => /^\s*expires=.*19(70|99)/i.test(attribute) || /^\s*max-age=0\s*$/i.test(attribute));
      if (value === '' || expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  /** One request to the portal with its cookies, redirects not followed. */
  async request(url: string, init: RequestInit = {}): Promise<Response> {
    const cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const response = await fetch(url, { ...init, redirect: 'manual', headers: { ...(init.headers as Record<string, string>), ...(cookie ? { cookie } : {}) } });
    this.keep(response);
    return response;
  }

  /**
   * Opens `url` and follows the portal's redirects and pages: its login form gets `user`'s credentials. Answers the
   * first address outside the portal the browser is sent to, or the last page when the portal keeps the browser.
   */
  async visit(url: string, user?: { login: string; password: string }): Promise<{ leftTo?: URL; page: string; status: number }> {
    const portal = new URL(this.portalUrl);
    let next = new URL(url);
    let body: URLSearchParams | undefined;
    let posted = false;
    for (let hop = 0; hop < 20; hop += 1) {
      if (next.origin !== portal.origin) return { leftTo: next, page: '', status: 302 };
      const response = await this.request(next.href, body ? { method: 'POST', body, headers: { 'content-type': 'application/x-www-form-urlencoded' } } : {});
      body = undefined;
      const location = response.headers.get('location');
      if (response.status >= 300 && response.status < 400 && location) {
        next = new URL(location, next);
        continue;
      }
      const page = await response.text();
      const isLoginForm = /<form[^>]*id="lform"/.test(page) && /name="password"/.test(page);
      if (isLoginForm && user && !posted) {
        posted = true;
        body = new URLSearchParams({ ...hiddenInputs(page), user: user.login, password: user.password });
        continue;
      }
      return { page, status: response.status };
    }
    throw new Error(`LemonLDAP kept redirecting from ${url}`);
  }
}
