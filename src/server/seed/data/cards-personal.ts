import type { RoleType } from './cards-config';

/**
 * What makes each demo user's home page their own: favourite services (by name, in the user's order),
 * recommendations per role, and the student's staging-table rows (saved, not yet submitted).
 */

export const FAVOURITES: Readonly<Record<RoleType, readonly string[]>> = {
  student: ['学生请假申请', '在读证明开具', '成绩单打印', '宿舍报修', '校园卡挂失', '图书续借', '座位预约', '心理咨询预约'],
  teacher: ['差旅费报销', '教职工请假申请', '调停课申请', '科研项目立项申请', '在职证明开具', '会议室借用申请', 'VPN 账号申请'],
  admin: ['服务器托管申请', '网站备案申请', '域名申请', '统一身份认证密码重置', '数据共享申请', '公文流转'],
};

export interface RecommendationSeed {
  serviceName: string;
  reason: string;
}

/** By role; `everyone` is recommended to every role (role_id NULL) and follows each role's own list. */
export const RECOMMENDATIONS: Readonly<Record<RoleType | 'everyone', readonly RecommendationSeed[]>> = {
  student: [
    { serviceName: '国家助学金申请', reason: '本学期资助申请已开放' },
    { serviceName: '四六级考试报名', reason: '报名截止前请尽快完成' },
    { serviceName: '勤工助学岗位申请', reason: '新学期岗位开放申请' },
    { serviceName: '转专业申请', reason: '转专业窗口期' },
    { serviceName: '志愿服务时长认定', reason: '学期末统一认定' },
    { serviceName: '体检预约', reason: '年度体检开始预约' },
  ],
  teacher: [
    { serviceName: '职称评审申报', reason: '年度职称评审启动' },
    { serviceName: '科研项目结题申请', reason: '年度结题集中受理' },
    { serviceName: '差旅费报销', reason: '报销高峰期建议预约' },
    { serviceName: '教职工疗休养报名', reason: '本年度疗休养报名' },
    { serviceName: '云主机申请', reason: '教学科研算力支持' },
  ],
  admin: [
    { serviceName: '数据共享申请', reason: '待审核的数据共享需求' },
    { serviceName: '服务器托管申请', reason: '机房资源季度复核' },
    { serviceName: '网站备案申请', reason: '二级网站年度备案' },
  ],
  everyone: [
    { serviceName: '统一身份认证密码重置', reason: '忘记密码时自助重置' },
    { serviceName: '正版软件申领', reason: '免费使用正版软件' },
    { serviceName: '图书荐购', reason: '推荐你想读的书' },
    { serviceName: '校园卡补办', reason: '丢失后及时补办' },
  ],
};

export interface StagingSeed {
  table: 'leave' | 'scholarship';
  /** Days before the seed time the row was saved. */
  daysAgo: number;
  data: Record<string, string | number>;
}

/** The service the scholarship drafts belong to: where such a saved form resumes (ADR 031); leave drafts resume in the sample leave system. */
export const SCHOLARSHIP_SERVICE = '国家励志奖学金申请';

/** The demo student's unfinished forms; dates are written relative to the seed day by the seeder. */
export const STUDENT_STAGING: readonly StagingSeed[] = [
  { table: 'leave', daysAgo: 0, data: { leaveType: '事假', startOffsetDays: 2, days: 1, reason: '参加全国大学生程序设计竞赛省赛' } },
  { table: 'leave', daysAgo: 3, data: { leaveType: '病假', startOffsetDays: -3, days: 2, reason: '急性肠胃炎，校医院建议休息两天' } },
  { table: 'leave', daysAgo: 12, data: { leaveType: '事假', startOffsetDays: 20, days: 3, reason: '回家办理身份证换领手续' } },
  { table: 'scholarship', daysAgo: 1, data: { scholarshipName: '国家励志奖学金', academicYear: '2025-2026', gpa: 3.78 } },
  { table: 'scholarship', daysAgo: 8, data: { scholarshipName: '校级一等学业奖学金', academicYear: '2025-2026', gpa: 3.78 } },
];
