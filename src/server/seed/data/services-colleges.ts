import { app, counter, flow, type ServiceTemplate } from './service-template';

/** Short names the colleges use in their service titles, keyed by department code. */
export const COLLEGE_SHORT_NAMES: Readonly<Record<string, string>> = {
  JSJ: '计算机学院',
  JX: '机械学院',
  DQ: '电气学院',
  CL: '材料学院',
  TM: '土木学院',
  HX: '化工学院',
  SX: '数统学院',
  WL: '物理学院',
  JG: '经管学院',
  WY: '外语学院',
  MY: '马院',
  YS: '艺术学院',
};

/** Every college offers these; the college's short name prefixes each title. */
const COMMON: readonly ServiceTemplate[] = [
  flow('实验室开放预约', 'teaching', 'book'),
  flow('本科毕业设计选题', 'graduate', 'apply', 'student'),
  flow('学业预警查询', 'status', 'query', 'student'),
  flow('办公用品申领', 'hr', 'apply', 'teacher'),
  flow('学术讲座报名', 'research', 'book'),
  counter('学院证明盖章', 'status', 'cert'),
];

/** What only one college offers. */
const SPECIFIC: Readonly<Record<string, readonly ServiceTemplate[]>> = {
  JSJ: [flow('机房上机预约', 'teaching', 'book', 'student'), app('GPU 计算平台', 'research', 'system', 'all', { accessWay: '5' })],
  JX: [flow('金工实习预约', 'teaching', 'book', 'student'), flow('3D 打印服务申请', 'research', 'apply')],
  DQ: [flow('电子设计竞赛报名', 'teaching', 'apply', 'student'), flow('电工实验室安全准入', 'security', 'apply')],
  CL: [flow('材料测试服务预约', 'research', 'book'), flow('危险化学品领用', 'security', 'apply', 'teacher')],
  TM: [flow('测量仪器借用', 'teaching', 'book'), flow('结构实验室预约', 'research', 'book')],
  HX: [flow('危化品采购申请', 'security', 'apply', 'teacher'), flow('实验废弃物回收预约', 'security', 'book')],
  SX: [flow('数学建模竞赛报名', 'teaching', 'apply', 'student'), flow('统计咨询服务预约', 'research', 'book')],
  WL: [flow('光学实验室预约', 'teaching', 'book'), flow('物理竞赛报名', 'teaching', 'apply', 'student', { fresh: true })],
  JG: [flow('企业实习基地申请', 'teaching', 'apply', 'student'), app('案例库系统', 'teaching', 'system', 'all', { openWay: 1003 })],
  WY: [flow('语音室预约', 'teaching', 'book'), counter('翻译件盖章', 'status', 'cert')],
  MY: [flow('理论宣讲团报名', 'teaching', 'apply', 'student'), flow('社会实践报告提交', 'teaching', 'apply', 'student')],
  YS: [flow('画室预约', 'teaching', 'book', 'student'), flow('作品展场地申请', 'life', 'apply')],
};

/** The services of one college, titled with its short name. */
export function collegeServices(code: string): ServiceTemplate[] {
  const short = COLLEGE_SHORT_NAMES[code];
  if (short === undefined) return [];
  return [...COMMON, ...(SPECIFIC[code] ?? [])].map((t) => ({ ...t, name: `${short}${t.name}` }));
}
