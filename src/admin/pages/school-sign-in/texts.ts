import { registerTexts } from '../../../shared/i18n';

/** The 统一身份认证 page's texts (ADR 022), in the studio's current language. */
const zhCN = {
  title: '统一身份认证',
  help: '选择本地账号登录、学校 CAS 3.0 或 OpenID Connect 统一身份认证；保存到草稿，发布后生效。管理员始终可在登录页“管理员登录”使用本地账号。',
  modes: { form: '本地账号登录', cas: 'CAS 3.0', oidc: 'OpenID Connect' },
  logouts: { idp: '同时退出统一身份认证', local: '只退出服务大厅' },
  fields: {
    mode: '登录方式', siteUrl: '服务大厅对外地址', casServerUrl: 'CAS 服务地址前缀', issuer: '签发方地址（Issuer）',
    clientId: '客户端编号', clientSecret: '客户端密钥', scopes: '授权范围', account: '账号属性', name: '姓名属性',
    mail: '邮箱属性', deptCode: '部门编码属性', affiliation: '身份/用户组属性', roleRules: '角色规则（按顺序，先匹配者生效）',
    value: '身份/用户组取值', roleId: '角色', defaultRoleId: '无规则匹配时的角色', allowed: '允许首次登录自动开通账号',
    contact: '被拒绝时显示的联系方式', logout: '退出登录', timeoutSeconds: '超时（秒）',
    passwordResetUrl: '找回密码地址',
  },
  passwordResetHint: '登录页“忘记密码”链接指向的学校密码找回页面；留空则不显示该链接',
  refuse: '拒绝登录',
  addRule: '添加规则',
  secretSet: '已设置（留空则保持不变）',
  secretUnset: '未设置',
  accountHint: '留空表示使用 CAS 用户名 / OIDC sub',
  addresses: '请在统一身份认证平台登记以下地址',
  casService: 'CAS 服务地址（service）',
  oidcRedirect: '回调地址（redirect_uri）',
  oidcPostLogout: '退出后回调地址',
  oidcBackChannel: '后台通道退出地址',
  test: '测试连接',
  testing: '正在测试…',
  saved: '已保存到草稿，发布后生效',
  loadFailed: '统一身份认证配置读取失败',
  retry: '重试',
};
type SchoolSignInTexts = typeof zhCN;

const en: SchoolSignInTexts = {
  title: 'Unified sign-in',
  help: 'Choose local accounts, the school\'s CAS 3.0 or OpenID Connect sign-in; saved to the draft, live once published. Administrators can always use a local account through "Administrator sign-in".',
  modes: { form: 'Local accounts', cas: 'CAS 3.0', oidc: 'OpenID Connect' },
  logouts: { idp: 'Also sign out of the identity provider', local: 'Sign out of the service hall only' },
  fields: {
    mode: 'Sign-in mode', siteUrl: 'Public address of the service hall', casServerUrl: 'CAS server prefix', issuer: 'Issuer',
    clientId: 'Client id', clientSecret: 'Client secret', scopes: 'Scopes', account: 'Account attribute', name: 'Name attribute',
    mail: 'Mail attribute', deptCode: 'Department code attribute', affiliation: 'Affiliation / group attribute', roleRules: 'Role rules (in order, first match wins)',
    value: 'Affiliation / group value', roleId: 'Role', defaultRoleId: 'Role when no rule matches', allowed: 'Open an account at first sign-in',
    contact: 'Contact shown when refused', logout: 'Sign-out', timeoutSeconds: 'Time-out (s)',
    passwordResetUrl: 'Password reset address',
  },
  passwordResetHint: 'The school\'s password reset page that "Forgot password" on the sign-in page opens; empty hides the link',
  refuse: 'Refuse sign-in',
  addRule: 'Add rule',
  secretSet: 'Set (leave empty to keep it)',
  secretUnset: 'Not set',
  accountHint: 'Empty: the CAS user name / the OIDC sub',
  addresses: 'Register these addresses at the identity provider',
  casService: 'CAS service URL',
  oidcRedirect: 'Redirect URI',
  oidcPostLogout: 'Post-logout redirect URI',
  oidcBackChannel: 'Back-channel logout URI',
  test: 'Test connection',
  testing: 'Testing…',
  saved: 'Saved to the draft; live once published',
  loadFailed: 'The unified sign-in settings could not be read',
  retry: 'Retry',
};

registerTexts('schoolSignInConfig', { 'zh-CN': zhCN, en });

declare module '../../../shared/i18n/translator' {
  interface TextRegistry {
    schoolSignInConfig: typeof zhCN;
  }
}
