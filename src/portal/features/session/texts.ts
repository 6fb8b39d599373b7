import { registerTexts } from '../../../shared/i18n';

/**
 * Texts of the session's end and its warning (ADR 025): why a session ended elsewhere, and the warning with
 * 保持登录 before it ends for idleness.
 */
const zhCN = {
  ended: {
    logout: '您已在其他页面或设备上退出登录，请重新登录',
    removed: '您的登录已被管理员或其他系统结束，请重新登录',
    disabled: '您的账号已被停用，如有疑问请联系学校管理员',
    'password-changed': '您的密码已修改，请使用新密码重新登录',
    'role-switch': '您已在其他页面切换了角色，请重新登录',
    'refresh-reuse': '检测到您的登录凭证在别处被使用，为保护账号安全已结束本次登录，请重新登录',
    'idp-logout': '您已在学校统一身份认证中退出登录，请重新登录',
  },
  warningTitle: '登录即将失效',
  warning: '您已较长时间未操作，登录将在{{time}}后失效。',
  minutesSeconds: '{{minutes}}分{{seconds}}秒',
  seconds: '{{seconds}}秒',
  keep: '保持登录',
  keeping: '正在保持登录…',
  keepFailed: '保持登录失败：{{msg}}',
  signOut: '退出登录',
};

registerTexts('sessionEnd', {
  'zh-CN': zhCN,
  en: {
    ended: {
      logout: 'You signed out in another page or on another device. Please sign in again.',
      removed: 'Your session was ended by an administrator or another system. Please sign in again.',
      disabled: 'Your account has been disabled. Please contact the school administrator if this is unexpected.',
      'password-changed': 'Your password was changed. Please sign in again with the new password.',
      'role-switch': 'You switched to another role in another page. Please sign in again.',
      'refresh-reuse': 'Your sign-in credentials were used elsewhere, so this session was ended to protect your account. Please sign in again.',
      'idp-logout': 'You signed out of the school\'s identity service. Please sign in again.',
    },
    warningTitle: 'Your session is about to end',
    warning: 'You have been inactive for a while; your session ends in {{time}}.',
    minutesSeconds: '{{minutes}} min {{seconds}} s',
    seconds: '{{seconds}} s',
    keep: 'Stay signed in',
    keeping: 'Keeping you signed in…',
    keepFailed: 'Could not keep you signed in: {{msg}}',
    signOut: 'Sign out',
  },
});

declare module '../../../shared/i18n/translator' {
  interface TextRegistry {
    sessionEnd: typeof zhCN;
  }
}
