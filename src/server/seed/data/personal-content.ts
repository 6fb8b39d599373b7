/**
 * The personal centre's demo data: the school systems it links to, third-party bindings of the demo accounts, the
 * school's password rule, and a demo account that holds two roles.
 */

/**
 * A graduate teaching assistant: a student who also teaches a lab section, so holds the 学生 role (their own) and the
 * 教师 role — the demo of role switching. No administrator rights in either.
 */
export const DUAL_ROLE_ACCOUNT = {
  id: '1123598821738675204',
  account: 'assistant',
  password: 'Assistant@123',
  realName: '陈思远',
  deptName: '计算机科学与技术学院 2025级研究生',
  ownRoleType: 'student',
  extraRoleType: 'teacher',
} as const;

export interface SystemLinkSeed {
  key: string;
  name: string;
  url: string;
  mark: string;
  color: string;
  description: string;
  category: string;
  /** Role types that see it; empty = everyone. */
  roleTypes: readonly string[];
}

const STAFF = ['teacher', 'admin'] as const;

export const SYSTEM_LINKS: readonly SystemLinkSeed[] = [
  { key: 'jwxt', name: '教务管理系统', url: 'https://jwxt.hxlg.edu.cn/', mark: '教', color: '#2f54eb', description: '课表、选课、考试与成绩', category: '教学', roleTypes: [] },
  { key: 'xgxt', name: '学工管理系统', url: 'https://xg.hxlg.edu.cn/', mark: '学', color: '#722ed1', description: '奖助勤贷、评优评先与请销假', category: '学生事务', roleTypes: ['student', 'teacher'] },
  { key: 'yjs', name: '研究生管理系统', url: 'https://yjs.hxlg.edu.cn/', mark: '研', color: '#eb2f96', description: '培养计划、开题与学位申请', category: '教学', roleTypes: ['student', 'teacher'] },
  { key: 'jxpt', name: '网络教学平台', url: 'https://mooc.hxlg.edu.cn/', mark: '课', color: '#13a8a8', description: '课程资源、作业与在线测验', category: '教学', roleTypes: [] },
  { key: 'lib', name: '图书馆', url: 'https://lib.hxlg.edu.cn/', mark: '图', color: '#08979c', description: '馆藏检索、借阅续借与座位预约', category: '校园生活', roleTypes: [] },
  { key: 'card', name: '校园一卡通', url: 'https://card.hxlg.edu.cn/', mark: '卡', color: '#fa8c16', description: '充值、挂失与消费明细', category: '校园生活', roleTypes: [] },
  { key: 'cwpt', name: '财务综合服务平台', url: 'https://cwc.hxlg.edu.cn/', mark: '财', color: '#d4380d', description: '报销预约、酬金申报与缴费', category: '财务', roleTypes: [] },
  { key: 'kyxt', name: '科研管理系统', url: 'https://ky.hxlg.edu.cn/', mark: '科', color: '#1d39c4', description: '项目申报、经费与成果登记', category: '科研', roleTypes: STAFF },
  { key: 'rsxt', name: '人事管理系统', url: 'https://rsc.hxlg.edu.cn/', mark: '人', color: '#531dab', description: '个人档案、职称评审与年度考核', category: '人事', roleTypes: STAFF },
  { key: 'oa', name: '协同办公系统', url: 'https://oa.hxlg.edu.cn/', mark: '办', color: '#006d75', description: '公文流转、会议与督办', category: '办公', roleTypes: STAFF },
  { key: 'mail', name: '电子邮箱', url: 'https://mail.hxlg.edu.cn/', mark: '邮', color: '#0958d9', description: '学校邮箱 @hxlg.edu.cn', category: '网络', roleTypes: [] },
  { key: 'vpn', name: 'VPN 校外访问', url: 'https://vpn.hxlg.edu.cn/', mark: '网', color: '#389e0d', description: '在校外访问校内资源与数据库', category: '网络', roleTypes: [] },
];

export interface BindingSeed {
  key: string;
  account: 'admin' | 'teacher' | 'student' | 'assistant';
  provider: 'wechat' | 'wecom' | 'dingtalk' | 'qq';
  externalName: string;
  daysAgo: number;
}

export const BINDINGS: readonly BindingSeed[] = [
  { key: 'student-wechat', account: 'student', provider: 'wechat', externalName: '李明轩', daysAgo: 400 },
  { key: 'student-dingtalk', account: 'student', provider: 'dingtalk', externalName: '明轩', daysAgo: 120 },
  { key: 'teacher-wecom', account: 'teacher', provider: 'wecom', externalName: '王建国', daysAgo: 900 },
  { key: 'assistant-qq', account: 'assistant', provider: 'qq', externalName: '思远', daysAgo: 60 },
];

/** The school's password rule: what the demo passwords (Student@123 …) already meet. */
export const PASSWORD_RULE_SEED = {
  minLength: 8, maxLength: 32, requireUpper: 1, requireLower: 1, requireDigit: 1, requireSymbol: 1,
} as const;
