import { registerTexts } from '../../../shared/i18n';

/** The user list's texts, in the studio's current language (kept beside the page). */
const zhCN = {
  title: '用户',
  fields: { account: '账号', realName: '姓名', nickName: '昵称', roleName: '角色', roleType: '角色类别', deptName: '部门', status: '状态' },
  search: '搜索账号或姓名',
  allRoles: '全部角色',
  normal: '正常',
  locked: '已锁定',
  lockedHelp: '登录失败次数过多：从不常用的地址登录需等待，常用地址不受影响',
  empty: '没有符合条件的用户',
  importHint: '用“导入”批量新增或更新教师和学生（按账号匹配；新用户须填写初始密码）。',
};

type UserListTexts = typeof zhCN;

const en: UserListTexts = {
  title: 'Users',
  fields: { account: 'Account', realName: 'Name', nickName: 'Nickname', roleName: 'Role', roleType: 'Role class', deptName: 'Department', status: 'Status' },
  search: 'Search account or name',
  allRoles: 'All roles',
  normal: 'Active',
  locked: 'Locked',
  lockedHelp: 'Too many failed sign-ins: signing in from unfamiliar addresses must wait; usual addresses are not affected',
  empty: 'No users match',
  importHint: 'Use “Import” to add or update teachers and students in bulk (matched by account; new users need an initial password).',
};

registerTexts('userList', { 'zh-CN': zhCN, en });

declare module '../../../shared/i18n/translator' {
  interface TextRegistry {
    userList: typeof zhCN;
  }
}
