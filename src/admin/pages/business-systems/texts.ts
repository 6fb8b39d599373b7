import { registerTexts, type SameKeys } from '../../../shared/i18n';

/** 业务系统接入 (ADR 024): the studio page's texts. */
const zhCN = {
  title: '业务系统接入',
  help: '登记向服务大厅写入待办、办件进度和消息的业务系统（教务、学工、财务…），为其生成签名密钥，并查看每次调用的记录。接口说明见',
  docs: '接口文档',
  add: '新建业务系统',
  edit: '编辑',
  empty: '还没有业务系统。新建一个，生成密钥后交给该系统的开发者。',
  loadFailed: '业务系统读取失败',
  retry: '重试',
  status: { active: '启用', disabled: '停用' },
  scopes: { todos: '待办', applications: '办件进度', messages: '消息' },
  fields: {
    code: '系统编码', name: '系统名称', contact: '联系人', flowType: '待办分类', scopes: '权限', services: '所属服务', status: '状态',
  },
  hints: {
    code: '小写字母开头，如 leave',
    flowType: '待办卡片按此分类计数，如 学工',
    services: '只有这些服务的办件可由该系统报送；一个服务只属于一个系统',
  },
  owner: '（属于 {{name}}）',
  calls: '近 24 小时调用 {{calls}} 次，拒绝 {{refused}} 次',
  save: '保存',
  cancel: '取消',
  saved: '已保存',
  keys: {
    title: '密钥',
    create: '生成密钥',
    revoke: '吊销',
    revokeConfirm: '吊销密钥 {{keyId}}？使用它的请求将立即被拒绝。',
    none: '还没有密钥',
    live: '有效',
    revoked: '已吊销',
    created: '生成于 {{at}}',
    lastUsed: '最近使用 {{at}}',
    neverUsed: '尚未使用',
    rotateHelp: '轮换：先生成新密钥并部署到业务系统，再吊销旧密钥（最多同时 2 个有效密钥）。',
    secretTitle: '新密钥',
    secretOnce: '密钥只显示这一次，请立即复制并交给业务系统；关闭后无法再查看。',
    keyId: '密钥编号（X-SH-Key-Id）',
    secret: '密钥（secret）',
    copy: '复制',
    copied: '已复制',
    close: '我已保存，关闭',
  },
  deliveries: {
    title: '调用记录',
    onlyRefused: '只看被拒绝的',
    empty: '还没有调用记录',
    loadFailed: '调用记录读取失败',
    columns: { at: '时间', kind: '调用', externalId: '编号', outcome: '结果', error: '错误', duration: '耗时' },
    outcome: { accepted: '成功', duplicate: '重复投递', refused: '拒绝' },
    kinds: { whoami: '查询身份', 'todo.upsert': '写入待办', 'todo.close': '关闭待办', 'application.event': '办件事件', 'message.send': '发送消息' },
  },
} as const;

const en: SameKeys<typeof zhCN> = {
  title: 'Business systems',
  help: 'Register the business systems (academic affairs, student affairs, finance…) that write to-dos, application progress and messages into the portal, make their signing keys and see every call they made. The API is described in the',
  docs: 'API reference',
  add: 'New business system',
  edit: 'Edit',
  empty: 'No business systems yet. Create one, make a key and hand it to the system\'s developers.',
  loadFailed: 'The business systems could not be read',
  retry: 'Retry',
  status: { active: 'Active', disabled: 'Disabled' },
  scopes: { todos: 'To-dos', applications: 'Applications', messages: 'Messages' },
  fields: {
    code: 'Code', name: 'Name', contact: 'Contact', flowType: 'To-do category', scopes: 'Scopes', services: 'Services it owns', status: 'Status',
  },
  hints: {
    code: 'Starts with a lower-case letter, e.g. leave',
    flowType: 'The to-do card counts its to-dos under this, e.g. 学工',
    services: 'Only applications of these services may come from this system; a service has one owner',
  },
  owner: '(owned by {{name}})',
  calls: '{{calls}} calls in the last 24 hours, {{refused}} refused',
  save: 'Save',
  cancel: 'Cancel',
  saved: 'Saved',
  keys: {
    title: 'Keys',
    create: 'Make a key',
    revoke: 'Revoke',
    revokeConfirm: 'Revoke key {{keyId}}? Requests signed with it are refused at once.',
    none: 'No keys yet',
    live: 'Live',
    revoked: 'Revoked',
    created: 'Made {{at}}',
    lastUsed: 'Last used {{at}}',
    neverUsed: 'Not used yet',
    rotateHelp: 'Rotation: make a new key and deploy it to the system, then revoke the old one (at most 2 live keys).',
    secretTitle: 'New key',
    secretOnce: 'The secret is shown this once: copy it now and hand it to the system; it cannot be seen again.',
    keyId: 'Key id (X-SH-Key-Id)',
    secret: 'Secret',
    copy: 'Copy',
    copied: 'Copied',
    close: 'I have saved it, close',
  },
  deliveries: {
    title: 'Deliveries',
    onlyRefused: 'Refused only',
    empty: 'No calls yet',
    loadFailed: 'The deliveries could not be read',
    columns: { at: 'Time', kind: 'Call', externalId: 'Id', outcome: 'Outcome', error: 'Error', duration: 'Time taken' },
    outcome: { accepted: 'Accepted', duplicate: 'Re-delivery', refused: 'Refused' },
    kinds: { whoami: 'Who am I', 'todo.upsert': 'To-do written', 'todo.close': 'To-do closed', 'application.event': 'Application event', 'message.send': 'Message sent' },
  },
};

registerTexts('businessSystemsConfig', { 'zh-CN': zhCN, en });

declare module '../../../shared/i18n/translator' {
  interface TextRegistry {
    businessSystemsConfig: typeof zhCN;
  }
}
