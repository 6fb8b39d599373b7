import { registerTexts } from '../../../shared/i18n';

/** The directory sync page's texts (目录同步), in the studio's current language. */
const zhCN = {
  title: '目录同步',
  help: '从学校的 LDAP / Active Directory 目录同步部门与人员：新增、更新，目录中已删除的人员停用（不删除）。设置保存到草稿，发布后生效；同步使用已发布的设置。',
  sections: { connection: '连接', search: '查询范围', mapping: '属性映射', roles: '身份与角色', schedule: '定时与超时' },
  fields: {
    url: '目录服务器地址', bindDn: '绑定 DN', bindPassword: '绑定密码', peopleBase: '人员基准 DN', peopleFilter: '人员过滤条件',
    departmentsBase: '部门基准 DN', departmentsFilter: '部门过滤条件',
    account: '账号属性', name: '姓名属性', mail: '邮箱属性', department: '部门属性（人员）', affiliation: '身份属性',
    departmentCode: '部门编码属性', departmentName: '部门名称属性',
    roleRules: '角色规则（先匹配者优先）', value: '身份值', ruleRole: '角色', defaultRoleId: '默认角色',
    scheduleMinutes: '同步间隔（分钟，0 为不定时）', timeoutSeconds: '超时（秒）', pageSize: '分页大小',
  },
  passwordStored: '已保存密码；留空则不修改',
  passwordMissing: '尚未设置密码',
  clearPassword: '清除已保存的密码',
  refuseWithoutRule: '（不匹配任何规则则拒绝）',
  urlHelp: '如 ldaps://ldap.school.edu.cn:636',
  test: '测试连接',
  testing: '正在测试…',
  saved: '已保存到草稿，发布后生效',
  loadFailed: '目录同步设置读取失败',
  retry: '重试',
  runs: {
    title: '同步记录',
    start: '立即同步',
    starting: '正在开始…',
    started: '已开始同步',
    already: '已有同步在进行，显示其进度',
    empty: '还没有同步记录。发布设置后点击“立即同步”，或设置同步间隔。',
    loadFailed: '同步记录读取失败',
    state: { queued: '排队中', running: '同步中', succeeded: '成功', failed: '失败' },
    trigger: { manual: '手动', schedule: '定时' },
    phase: { departments: '读取部门', people: '读取人员', disabling: '停用离开人员', done: '完成' },
    read: '已读取 {{n}} 人',
    departments: '部门：读取 {{read}}，新增 {{added}}，更新 {{changed}}',
    counts: { added: '新增', changed: '更新', disabled: '停用', refused: '拒绝', unchanged: '未变' },
    columns: { account: '账号', name: '姓名', detail: '说明' },
    firstRows: '仅列出前 {{n}} 条，共 {{total}} 条',
    details: '查看明细',
    noRows: '无',
    by: '发起',
  },
};
type DirectorySyncTexts = typeof zhCN;

const en: DirectorySyncTexts = {
  title: 'Directory sync',
  help: "Syncs departments and people from the school's LDAP / Active Directory: new people are added, changes applied, people deleted from the directory disabled (never deleted). Settings are saved to the draft and used once published.",
  sections: { connection: 'Connection', search: 'Search', mapping: 'Attribute mapping', roles: 'Affiliations and roles', schedule: 'Schedule and time-outs' },
  fields: {
    url: 'Directory server URL', bindDn: 'Bind DN', bindPassword: 'Bind password', peopleBase: 'People base DN', peopleFilter: 'People filter',
    departmentsBase: 'Departments base DN', departmentsFilter: 'Departments filter',
    account: 'Account attribute', name: 'Name attribute', mail: 'Mail attribute', department: 'Department attribute (person)', affiliation: 'Affiliation attribute',
    departmentCode: 'Department code attribute', departmentName: 'Department name attribute',
    roleRules: 'Role rules (first match wins)', value: 'Affiliation value', ruleRole: 'Role', defaultRoleId: 'Default role',
    scheduleMinutes: 'Interval (minutes, 0 = no schedule)', timeoutSeconds: 'Time-out (seconds)', pageSize: 'Page size',
  },
  passwordStored: 'A password is stored; leave empty to keep it',
  passwordMissing: 'No password set',
  clearPassword: 'Clear the stored password',
  refuseWithoutRule: '(refuse people matching no rule)',
  urlHelp: 'e.g. ldaps://ldap.school.edu.cn:636',
  test: 'Test connection',
  testing: 'Testing…',
  saved: 'Saved to the draft; used once published',
  loadFailed: 'The directory sync settings could not be read',
  retry: 'Retry',
  runs: {
    title: 'Sync runs',
    start: 'Sync now',
    starting: 'Starting…',
    started: 'Sync started',
    already: 'A sync is already running; showing its progress',
    empty: 'No runs yet. Publish the settings, then click "Sync now" or set an interval.',
    loadFailed: 'The sync runs could not be read',
    state: { queued: 'Queued', running: 'Running', succeeded: 'Succeeded', failed: 'Failed' },
    trigger: { manual: 'manual', schedule: 'scheduled' },
    phase: { departments: 'reading departments', people: 'reading people', disabling: 'disabling people who left', done: 'done' },
    read: '{{n}} people read',
    departments: 'Departments: {{read}} read, {{added}} added, {{changed}} changed',
    counts: { added: 'Added', changed: 'Changed', disabled: 'Disabled', refused: 'Refused', unchanged: 'Unchanged' },
    columns: { account: 'Account', name: 'Name', detail: 'Detail' },
    firstRows: 'First {{n}} of {{total}}',
    details: 'Details',
    noRows: 'None',
    by: 'by',
  },
};

registerTexts('directorySyncConfig', { 'zh-CN': zhCN, en });

declare module '../../../shared/i18n/translator' {
  interface TextRegistry {
    directorySyncConfig: typeof zhCN;
  }
}
