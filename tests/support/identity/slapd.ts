import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { Attribute, Change, Client } from 'ldapts';
import { ensureDebianTool } from '../debian-packages';
import { freePort } from '../server-process';
import { until } from '../until';

/**
 * OpenLDAP's slapd from Debian, started by a test on a loopback port from a temporary directory of its own: a
 * generated slapd.conf (mdb backend, Debian's core/cosine/inetorgperson/nis schemas), a tree loaded with slapadd
 * before the start (10,000 people load in about a second; adding them over the wire takes minutes), and functions
 * that change the tree while it runs. A server that cannot start throws with its log: the LDAP tests never skip.
 */

const execFileAsync = promisify(execFile);

const SLAPD_BASE_DN = 'dc=school,dc=example';
const SLAPD_PEOPLE_BASE = `ou=people,${SLAPD_BASE_DN}`;
const SLAPD_DEPARTMENTS_BASE = `ou=departments,${SLAPD_BASE_DN}`;
/** The account the sync binds as: read access to the tree, nothing else. Its password can change mid-test. */
const SLAPD_SYNC_DN = `cn=portal-sync,${SLAPD_BASE_DN}`;
const SLAPD_SYNC_PASSWORD = 'Sync-Passw0rd!';
const ROOT_DN = `cn=admin,${SLAPD_BASE_DN}`;
const ROOT_PASSWORD = 'Root-Passw0rd!';

type Affiliation = 'student' | 'teacher' | 'staff';

export interface DirectoryDepartment {
  code: string;
  /** Chinese display name, kept in `description`. */
  name: string;
}

export interface DirectoryPerson {
  uid: string;
  /** Chinese full name. */
  cn: string;
  mail: string;
  /** The department's code, kept in `departmentNumber`. */
  department: string;
  affiliation: Affiliation;
}

export interface Slapd {
  url: string;
  port: number;
  baseDn: string;
  peopleBase: string;
  departmentsBase: string;
  syncDn: string;
  /** The sync account's current password (changeSyncPassword moves it). */
  syncPassword: string;
  departments: readonly DirectoryDepartment[];
  /** The people loaded at the start (the tree may have moved since). */
  people: readonly DirectoryPerson[];
  addPerson(person: DirectoryPerson): Promise<void>;
  /** Replaces the given attributes of a person. */
  modifyPerson(uid: string, changes: Partial<Omit<DirectoryPerson, 'uid'>>): Promise<void>;
  deletePerson(uid: string): Promise<void>;
  addDepartment(department: DirectoryDepartment): Promise<void>;
  changeSyncPassword(password: string): Promise<void>;
  /** SIGKILL: connections drop at once, as when the directory's host dies; the data stays for restart(). */
  kill(): Promise<void>;
  /** Starts slapd again on the same port over the same data. */
  restart(): Promise<void>;
  /** Kills slapd and removes its directory. */
  stop(): Promise<void>;
}

const SLAPD = { paths: ['/usr/sbin/slapd'], packages: ['slapd', 'ldap-utils'] } as const;
const SLAPADD = { paths: ['/usr/sbin/slapadd'], packages: ['slapd', 'ldap-utils'] } as const;
const SCHEMA_DIR = '/etc/ldap/schema';
const MODULE_DIR = '/usr/lib/ldap';

const SURNAMES = '王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘于蒋蔡余杜叶程苏魏吕丁任沈姚卢姜崔钟谭陆汪范金石廖贾夏韦付方白邹孟熊秦邱江尹薛闫段雷侯龙史陶黎贺顾毛郝龚邵万钱严覃武戴莫孔向汤';
const GIVEN = '伟芳娜敏静丽强磊军洋勇艳杰娟涛明超秀霞平刚桂英华玉兰萍建国文辉力鹏宇浩然子轩梓涵欣怡思远嘉琪晨曦雨萱博文一鸣若溪泽宇佳怡俊杰诗涵';

/** Departments of a plausible university; a test with more takes codes D13… and generated names. */
const DEFAULT_DEPARTMENTS: readonly DirectoryDepartment[] = [
  { code: 'D01', name: '计算机科学与技术学院' },
  { code: 'D02', name: '数学与统计学院' },
  { code: 'D03', name: '物理与电子工程学院' },
  { code: 'D04', name: '化学化工学院' },
  { code: 'D05', name: '外国语学院' },
  { code: 'D06', name: '经济管理学院' },
  { code: 'D07', name: '文学院' },
  { code: 'D08', name: '教务处' },
  { code: 'D09', name: '学生工作处' },
  { code: 'D10', name: '信息化建设与管理中心' },
  { code: 'D11', name: '图书馆' },
  { code: 'D12', name: '后勤保障处' },
];

/** A deterministic person for index `i`: mostly students, one in eight a teacher, one in sixteen staff. */
export function generatedPerson(i: number, departments: readonly DirectoryDepartment[] = DEFAULT_DEPARTMENTS): DirectoryPerson {
  const affiliation: Affiliation = i % 16 === 7 ? 'staff' : i % 8 === 3 ? 'teacher' : 'student';
  const prefix = affiliation === 'student' ? 's' : affiliation === 'teacher' ? 't' : 'f';
  const surname = SURNAMES[i % SURNAMES.length] ?? '王';
  const given = `${GIVEN[(i * 7) % GIVEN.length] ?? '明'}${i % 3 === 0 ? '' : (GIVEN[(i * 13 + 5) % GIVEN.length] ?? '')}`;
  const uid = `${prefix}${String(2_000_000 + i)}`;
  const department = departments[i % departments.length]?.code ?? 'D01';
  return { uid, cn: `${surname}${given}`, mail: `${uid}@school.example`, department, affiliation };
}

/** An LDIF line; values that are not plain ASCII are written base64 (RFC 2849). */
function ldifLine(attribute: string, value: string): string {
  const safe = /^[\x21-\x39\x3b\x3d-\x7e][\x20-\x7e]*$/.test(value) && !value.endsWith(' ');
  return safe ? `${attribute}: ${value}` : `${attribute}:: ${Buffer.from(value, 'utf8').toString('base64')}`;
}

const entry = (dn: string, lines: ReadonlyArray<readonly [string, string]>) =>
  [ldifLine('dn', dn), ...lines.map(([a, v]) => ldifLine(a, v))].join('\n');

const personDn = (uid: string) => `uid=${uid},${SLAPD_PEOPLE_BASE}`;
const departmentDn = (code: string) => `ou=${code},${SLAPD_DEPARTMENTS_BASE}`;

function personLines(p: DirectoryPerson): Array<readonly [string, string]> {
  return [
    ['objectClass', 'inetOrgPerson'], ['uid', p.uid], ['cn', p.cn], ['sn', p.cn.slice(0, 1)], ['displayName', p.cn],
    ['mail', p.mail], ['departmentNumber', p.department], ['employeeType', p.affiliation], ['userPassword', `${p.uid}-Pw1!`],
  ];
}

function treeLdif(departments: readonly DirectoryDepartment[], people: readonly DirectoryPerson[], syncPassword: string): string {
  const entries = [
    entry(SLAPD_BASE_DN, [['objectClass', 'dcObject'], ['objectClass', 'organization'], ['dc', 'school'], ['o', '示例大学']]),
    entry(SLAPD_SYNC_DN, [['objectClass', 'organizationalRole'], ['objectClass', 'simpleSecurityObject'], ['cn', 'portal-sync'], ['userPassword', syncPassword]]),
    entry(SLAPD_DEPARTMENTS_BASE, [['objectClass', 'organizationalUnit'], ['ou', 'departments']]),
    entry(SLAPD_PEOPLE_BASE, [['objectClass', 'organizationalUnit'], ['ou', 'people']]),
    ...departments.map((d) => entry(departmentDn(d.code), [['objectClass', 'organizationalUnit'], ['ou', d.code], ['description', d.name]])),
    ...people.map((p) => entry(personDn(p.uid), personLines(p))),
  ];
  return `${entries.join('\n\n')}\n`;
}

function slapdConf(dir: string): string {
  return [
    ...['core', 'cosine', 'inetorgperson', 'nis'].map((s) => `include ${SCHEMA_DIR}/${s}.schema`),
    `pidfile ${dir}/slapd.pid`,
    `argsfile ${dir}/slapd.args`,
    `modulepath ${MODULE_DIR}`,
    'moduleload back_mdb',
    // A plain search answers at most 500 entries, like many school directories: the sync must page (RFC 2696).
    'sizelimit size.soft=500 size.hard=500 size.prtotal=unlimited',
    'database mdb',
    'maxsize 1073741824',
    `suffix "${SLAPD_BASE_DN}"`,
    `rootdn "${ROOT_DN}"`,
    `rootpw ${ROOT_PASSWORD}`,
    `directory ${dir}/data`,
    'index objectClass eq',
    'index uid eq',
    'access to attrs=userPassword by self write by anonymous auth by * none',
    'access to * by users read by * none',
    '',
  ].join('\n');
}

export interface SlapdOptions {
  /** How many generated people (generatedPerson 0…n-1), or the people themselves. */
  people: number | readonly DirectoryPerson[];
  departments?: readonly DirectoryDepartment[];
}

export async function startSlapd(options: SlapdOptions): Promise<Slapd> {
  const slapdPath = ensureDebianTool('OpenLDAP slapd', SLAPD);
  const slapaddPath = ensureDebianTool('OpenLDAP slapadd', SLAPADD);
  const departments = options.departments ?? DEFAULT_DEPARTMENTS;
  const people = typeof options.people === 'number'
    ? Array.from({ length: options.people }, (_, i) => generatedPerson(i, departments))
    : options.people;
  const dir = await mkdtemp(path.join(tmpdir(), 'slapd-'));
  const conf = path.join(dir, 'slapd.conf');
  const logPath = path.join(dir, 'slapd.log');
  await mkdir(path.join(dir, 'data'));
  await writeFile(conf, slapdConf(dir));
  await writeFile(path.join(dir, 'tree.ldif'), treeLdif(departments, people, SLAPD_SYNC_PASSWORD));
  try {
    await execFileAsync(slapaddPath, ['-q', '-f', conf, '-l', path.join(dir, 'tree.ldif')], { maxBuffer: 16 * 1024 * 1024 });
  } catch (error) {
    await rm(dir, { recursive: true, force: true });
    const e = error as { stderr?: string; message: string };
    throw new Error(`slapadd could not load the generated tree: ${e.stderr ?? e.message}`);
  }

  const port = await freePort();
  const url = `ldap://127.0.0.1:${port}`;
  let child: ChildProcess | null = null;
  let log = '';

  async function launch(): Promise<void> {
    log = '';
    // -d 0 keeps slapd in the foreground (so SIGKILL and exit are ours to see) without its debug output.
    const started = spawn(slapdPath, ['-f', conf, '-h', `${url}/`, '-d', '0'], { stdio: ['ignore', 'pipe', 'pipe'] });
    child = started;
    started.stdout?.on('data', (c: Buffer) => (log += c.toString()));
    started.stderr?.on('data', (c: Buffer) => (log += c.toString()));
    let exited: string | null = null;
    started.once('exit', (code, signal) => (exited = `exited with ${code ?? signal}`));
    started.once('error', (error) => (exited = `could not run ${slapdPath}: ${error.message}`));
    try {
      await until('slapd to answer a bind', async () => {
        if (exited) throw new Error(`slapd ${exited}`);
        const client = new Client({ url, timeout: 2_000, connectTimeout: 2_000 });
        try {
          await client.bind(SLAPD_SYNC_DN, api.syncPassword);
          return true;
        } catch {
          return false;
        } finally {
          await client.unbind().catch(() => undefined);
        }
      }, { timeoutMs: 30_000, intervalMs: 50 });
    } catch (error) {
      started.kill('SIGKILL');
      await writeFile(logPath, log).catch(() => undefined);
      throw new Error(`slapd did not start on ${url} (config ${conf}): ${(error as Error).message}\n--- slapd log ---\n${log}`);
    }
  }

  async function kill(): Promise<void> {
    const running = child;
    child = null;
    if (!running || running.exitCode !== null || running.signalCode !== null) return;
    const exited = once(running, 'exit');
    running.kill('SIGKILL');
    await exited;
  }

  /** One root connection per change: a test changes the tree a few times, not thousands. */
  async function asRoot<T>(work: (client: Client) => Promise<T>): Promise<T> {
    const client = new Client({ url, timeout: 10_000, connectTimeout: 10_000 });
    try {
      await client.bind(ROOT_DN, ROOT_PASSWORD);
      return await work(client);
    } finally {
      await client.unbind().catch(() => undefined);
    }
  }

  const onExit = () => child?.kill('SIGKILL');
  process.on('exit', onExit);

  const attributeOf: Record<keyof Omit<DirectoryPerson, 'uid'>, string> = {
    cn: 'cn', mail: 'mail', department: 'departmentNumber', affiliation: 'employeeType',
  };

  const api: Slapd = {
    url,
    port,
    baseDn: SLAPD_BASE_DN,
    peopleBase: SLAPD_PEOPLE_BASE,
    departmentsBase: SLAPD_DEPARTMENTS_BASE,
    syncDn: SLAPD_SYNC_DN,
    syncPassword: SLAPD_SYNC_PASSWORD,
    departments,
    people,
    addPerson: (p) => asRoot(async (c) => {
      const attributes: Record<string, string[]> = {};
      for (const [a, v] of personLines(p)) (attributes[a] ??= []).push(v);
      await c.add(personDn(p.uid), attributes);
    }),
    modifyPerson: (uid, changes) => asRoot(async (c) => {
      const list = Object.entries(changes).flatMap(([key, value]) => {
        const type = attributeOf[key as keyof typeof attributeOf];
        const values = key === 'cn' ? [String(value)] : [String(value)];
        const replace = [new Change({ operation: 'replace', modification: new Attribute({ type, values }) })];
        // The display name follows the name, as a directory's own tools keep them.
        if (key === 'cn') replace.push(new Change({ operation: 'replace', modification: new Attribute({ type: 'displayName', values }) }));
        return replace;
      });
      await c.modify(personDn(uid), list);
    }),
    deletePerson: (uid) => asRoot((c) => c.del(personDn(uid))),
    addDepartment: (d) => asRoot((c) => c.add(departmentDn(d.code), { objectClass: 'organizationalUnit', ou: d.code, description: d.name })),
    changeSyncPassword: async (password) => {
      await asRoot((c) => c.modify(SLAPD_SYNC_DN, [new Change({ operation: 'replace', modification: new Attribute({ type: 'userPassword', values: [password] }) })]));
      api.syncPassword = password;
    },
    kill,
    restart: async () => {
      await kill();
      await launch();
    },
    stop: async () => {
      await kill();
      process.off('exit', onExit);
      await rm(dir, { recursive: true, force: true });
    },
  };

  try {
    await launch();
  } catch (error) {
    process.off('exit', onExit);
    await rm(dir, { recursive: true, force: true });
    throw error;
  }
  return api;
}
