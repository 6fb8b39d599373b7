import { collegeServices, COLLEGE_SHORT_NAMES } from './services-colleges';
import { duty, LAW, type DutyTemplate } from './duties-template';

/** Duties of the university itself, the directly affiliated units and the mass organisations, keyed by department code. */
export const UNIT_DUTIES: Readonly<Record<string, readonly DutyTemplate[]>> = {
  HXLG: [
    duty('办学方向与发展规划', 'MAIN', LAW.charter, '坚持社会主义办学方向，制定学校发展规划和年度工作计划，统筹学科、专业和队伍建设。'),
    duty('依法治校', 'SUPERVISE', LAW.higherEducation, '依据章程自主管理，健全内部治理结构和规章制度，保障师生合法权益。', ['信息公开申请']),
    duty('人才培养', 'MAIN', LAW.higherEducation, '组织实施本科生和研究生教育，保证教育教学质量。', ['教务管理系统', '研究生管理系统']),
    duty('科学研究与社会服务', 'MAIN', LAW.research, '开展科学研究和技术开发，推动成果转化和社会服务。', ['科研管理系统']),
  ],
  TSG: [
    duty('文献资源建设', 'MAIN', LAW.library, '采购和组织纸质与电子文献资源，受理读者荐购。', ['图书荐购', '馆藏目录检索']),
    duty('借阅与空间服务', 'SERVICE', LAW.library, '提供图书借还、续借、座位和研讨室预约服务。', ['图书续借', '座位预约', '研讨室预约', '我的图书馆', '读者证办理']),
    duty('文献传递与馆际互借', 'SERVICE', LAW.library, '为读者提供馆际互借、文献传递和电子资源校外访问。', ['馆际互借申请', '文献传递申请', '电子资源校外访问']),
    duty('学科与查收查引服务', 'SERVICE', LAW.library, '开展学科服务，出具查收查引证明。', ['学科服务平台', '查收查引证明']),
    duty('学位论文收藏', 'MAIN', LAW.library, '收藏本校学位论文，办理毕业生离校图书清还。', ['学位论文提交', '离校图书清还确认', '图书遗失赔偿']),
  ],
  WLZX: [
    duty('统一身份认证与账号服务', 'SERVICE', LAW.cyber, '管理统一身份认证账号，办理密码重置、VPN 和电子邮箱账号。', ['统一身份认证密码重置', 'VPN 账号申请', 'VPN 客户端下载', '电子邮箱申请', '校园邮箱']),
    duty('校园网建设与运维', 'MAIN', LAW.cyber, '建设和运维校园网络，办理校园网开户销户，受理网络故障报修。', ['校园网开户', '校园网销户', '网络故障报修', '校园网自助服务', '网络测速']),
    duty('信息化基础设施服务', 'SERVICE', LAW.cyber, '提供 IP 地址、域名、服务器托管和云主机等资源服务。', ['IP 地址申请', '域名申请', '服务器托管申请', '云主机申请']),
    duty('网络与信息安全', 'SUPERVISE', LAW.cyber, '落实网络安全等级保护，办理网站备案，处置网络安全事件。', ['网站备案申请', '网络信息安全事件报告']),
    duty('数据治理与共享', 'MAIN', LAW.dataSecurity, '建设学校数据中心，审批数据共享申请，保障数据安全。', ['数据共享申请']),
    duty('正版化与教学设施保障', 'COOPERATE', '《关于推进使用正版软件工作的通知》', '提供正版软件服务，保障多媒体教室设备运行。', ['正版软件申领', '正版软件平台', '多媒体教室故障报修']),
  ],
  XYY: [
    duty('基本医疗服务', 'SERVICE', LAW.health, '为师生提供门诊诊疗、转诊和病假证明。', ['门诊预约挂号', '转诊申请', '病假证明开具', '慢性病登记']),
    duty('健康体检', 'SERVICE', LAW.health, '组织新生入学体检、教职工体检，管理健康档案。', ['体检预约', '新生入学体检', '体检报告查询', '健康档案查询']),
    duty('医疗保障', 'SERVICE', '《中华人民共和国社会保险法》', '办理大学生医保参保登记和医疗费用报销。', ['大学生医保参保登记', '医保报销']),
    duty('传染病防控', 'MAIN', '《中华人民共和国传染病防治法》', '开展传染病监测、疫苗接种和健康教育。', ['疫苗接种预约']),
  ],
  GH: [
    duty('民主管理', 'MAIN', LAW.tradeUnion, '组织教职工代表大会，推进校务公开和民主管理。', ['工会会员入会申请']),
    duty('教职工权益保障', 'MAIN', LAW.tradeUnion, '维护教职工合法权益，开展困难教职工帮扶。', ['困难教职工帮扶申请', '子女入托入学证明']),
    duty('教职工福利', 'SERVICE', LAW.tradeUnion, '开展生日慰问、疗休养等福利工作。', ['教职工生日慰问', '教职工疗休养报名', '教工之家']),
    duty('文体活动', 'COOPERATE', LAW.tradeUnion, '组织教职工文体活动，管理活动场地。', ['文体活动场地预约']),
    duty('工会经费管理', 'SUPERVISE', '《基层工会经费收支管理办法》', '管理和使用工会经费，接受经费审查。', ['工会经费报销'], true),
  ],
  TW: [
    duty('团员发展与组织建设', 'MAIN', LAW.league, '发展团员，办理团组织关系转接。', ['入团申请', '团组织关系转接']),
    duty('学生社团管理', 'MAIN', '《高校学生社团管理规定》', '审批社团成立和社团活动，管理活动场地。', ['社团成立申请', '社团活动审批', '活动场地借用']),
    duty('志愿服务', 'SERVICE', '《志愿服务条例》', '组织志愿服务活动，认定志愿服务时长。', ['志愿服务时长认定']),
    duty('第二课堂', 'SERVICE', '《关于在高校实施共青团“第二课堂成绩单”制度的意见》', '实施第二课堂成绩单制度，认定第二课堂学分。', ['第二课堂学分认定', '第二课堂成绩单']),
  ],
};

/** Every college's duties, with the college's services (titled with its short name). */
export function collegeDuties(code: string): DutyTemplate[] {
  const short = COLLEGE_SHORT_NAMES[code];
  if (short === undefined) return [];
  const svc = (name: string) => `${short}${name}`;
  const common = ['实验室开放预约', '本科毕业设计选题', '学业预警查询', '学术讲座报名', '办公用品申领', '学院证明盖章'].map(svc);
  // What only this college offers (its machine rooms, studios, competitions …).
  const own = collegeServices(code).map((t) => t.name).filter((name) => !common.includes(name));
  return [
    duty('本科人才培养', 'MAIN', LAW.higherEducation, `组织实施${short}各专业的本科教学，制定培养方案，开展课程建设和实验教学。`, [svc('实验室开放预约')]),
    duty('毕业设计（论文）管理', 'MAIN', '《普通高等学校本科毕业论文（设计）抽检办法》', `组织${short}本科生毕业设计选题、指导、答辩和质量检查。`, [svc('本科毕业设计选题')]),
    duty('学生学业指导', 'SERVICE', LAW.studentRules, `开展学业指导和学业预警，帮助学业困难学生制定学习计划。`, [svc('学业预警查询')]),
    duty('学术交流', 'COOPERATE', LAW.research, `举办学术讲座和学术会议，营造${short}学术氛围。`, [svc('学术讲座报名')]),
    duty('学院行政服务', 'SERVICE', LAW.charter, `负责${short}日常行政事务、办公用品和学院证明盖章。`, [svc('办公用品申领'), svc('学院证明盖章')]),
    duty('学科与师资建设', 'MAIN', LAW.higherEducation, `推进${short}学科建设和师资队伍建设，组织教师培训与考核。`, [], true),
    duty('特色教学科研服务', 'SERVICE', LAW.higherEducation, `开放${short}专业实验室和特色教学资源，组织学科竞赛和科研服务。`, own),
  ];
}
