import type { NewsChannel } from './cards-config';

/**
 * The demo news, by channel, newest first. `hoursAgo` places each item relative to the seed time, so the newest
 * few carry CARD-09's 'NEW' badge on the day the database is created; `label` is the importance label (fieldSet);
 * `cover` items get a generated cover image.
 */
export interface NewsSeed {
  channel: NewsChannel;
  title: string;
  summary: string;
  hoursAgo: number;
  label?: '重要' | '置顶' | '通知' | '预告';
  cover?: boolean;
}

export const NEWS: readonly NewsSeed[] = [
  // 学校要闻
  { channel: '学校要闻', title: '我校召开 2025—2026 学年第二学期工作部署会', summary: '会议总结上学期工作，部署本学期教学科研、人才培养与校园安全等重点任务。', hoursAgo: 3, label: '置顶', cover: true },
  { channel: '学校要闻', title: '华夏理工大学获批国家级一流本科专业建设点 6 个', summary: '计算机科学与技术、机械设计制造及其自动化等 6 个专业入选，我校国家级一流专业总数达 21 个。', hoursAgo: 9, label: '重要', cover: true },
  { channel: '学校要闻', title: '校党委书记陈启明走访调研学生公寓与食堂', summary: '实地察看学生住宿、就餐条件，现场协调解决热水供应和夜间照明等问题。', hoursAgo: 20 },
  { channel: '学校要闻', title: '我校与湘江新区签署产学研全面合作协议', summary: '双方将围绕智能制造、新材料和数字经济共建联合实验室与实习基地。', hoursAgo: 30, cover: true },
  { channel: '学校要闻', title: '第十二届教职工代表大会暨第十三届工会会员代表大会召开', summary: '大会审议通过学校工作报告、财务工作报告及提案工作报告。', hoursAgo: 52, label: '重要' },
  { channel: '学校要闻', title: '我校学子在全国大学生数学建模竞赛中获一等奖 3 项', summary: '数统学院、计算机学院联合指导的三支队伍获国家一等奖，创历史最好成绩。', hoursAgo: 75, cover: true },
  { channel: '学校要闻', title: '图书馆新馆自助服务区正式启用', summary: '新增自助借还机 12 台、研讨室 20 间，支持校园卡和电子身份码通行。', hoursAgo: 98 },
  { channel: '学校要闻', title: '学校召开安全稳定工作专题会议', summary: '部署实验室安全、消防安全和网络安全排查整治，压实各单位主体责任。', hoursAgo: 130, label: '通知' },
  { channel: '学校要闻', title: '我校新增 2 个省级重点实验室', summary: '先进储能材料与器件、智能感知与机器人两个实验室获批省级重点实验室。', hoursAgo: 170 },
  { channel: '学校要闻', title: '2026 届毕业生就业双选会举行，400 余家单位进校揽才', summary: '提供岗位 8600 余个，现场达成就业意向 1200 余人次。', hoursAgo: 220, cover: true },
  { channel: '学校要闻', title: '学校开展“网上服务大厅”服务满意度调查', summary: '调查面向全体师生，结果将用于优化办事流程和服务时限。', hoursAgo: 300 },
  { channel: '学校要闻', title: '我校教师获全国高校青年教师教学竞赛一等奖', summary: '电气学院青年教师以《电路原理》课堂教学设计获工科组一等奖。', hoursAgo: 410 },
  { channel: '学校要闻', title: '新学期校园网出口带宽扩容至 100G', summary: '网络与信息中心完成出口扩容和无线网络升级，宿舍区高峰时段速率明显提升。', hoursAgo: 530 },
  { channel: '学校要闻', title: '学校举行新入职教职工培训开班仪式', summary: '92 名新入职教职工参加为期一周的校史校情、师德师风和教学能力培训。', hoursAgo: 700 },
  { channel: '学校要闻', title: '我校入选全国高校数字化校园建设典型案例', summary: '“一网通办”网上服务大厅建设经验入选教育部典型案例。', hoursAgo: 900, label: '重要' },

  // 院系动态 (synced from the colleges' official accounts)
  { channel: '院系动态', title: '计算机学院举办人工智能前沿技术讲习班', summary: '邀请业界专家讲授大模型应用开发，200 余名师生参加。', hoursAgo: 5, cover: true },
  { channel: '院系动态', title: '机械学院学生团队获中国机器人大赛一等奖', summary: '自主研发的巡检机器人在工程竞技赛项中获一等奖。', hoursAgo: 16 },
  { channel: '院系动态', title: '经管学院开展“走进企业”专业认知实践活动', summary: '组织 2025 级新生赴本地制造与物流企业参观学习。', hoursAgo: 40 },
  { channel: '院系动态', title: '外国语学院举办第九届英语演讲比赛决赛', summary: '12 名选手围绕“科技与人文”主题同台竞技。', hoursAgo: 60, cover: true },
  { channel: '院系动态', title: '材料学院召开研究生培养工作推进会', summary: '围绕课程体系、学位论文质量和导师队伍建设进行研讨。', hoursAgo: 88 },
  { channel: '院系动态', title: '土木学院开展实验室安全应急演练', summary: '模拟结构实验室突发险情，检验应急处置和疏散能力。', hoursAgo: 120, label: '通知' },
  { channel: '院系动态', title: '电气学院与国网某供电公司共建实践教学基地', summary: '基地将承担学生生产实习、毕业设计和教师挂职锻炼。', hoursAgo: 160 },
  { channel: '院系动态', title: '化工学院举行本科生导师制启动仪式', summary: '42 名教师与 2025 级本科生结对，开展学业与生涯指导。', hoursAgo: 210 },
  { channel: '院系动态', title: '数统学院开设“数据科学”微专业', summary: '面向全校本科生招生，课程覆盖统计学习、数据可视化和数据库。', hoursAgo: 280 },
  { channel: '院系动态', title: '艺术设计学院毕业作品展开幕', summary: '展出视觉传达、环境设计等专业毕业作品 300 余件。', hoursAgo: 350, cover: true },
  { channel: '院系动态', title: '物理学院举办大学生物理学术竞赛校内选拔赛', summary: '16 支队伍参赛，优胜队伍将代表学校参加省赛。', hoursAgo: 460 },
  { channel: '院系动态', title: '马克思主义学院开展思政课集体备课', summary: '围绕新学期教学重点难点，统一教学设计与案例资源。', hoursAgo: 600 },
  { channel: '院系动态', title: '计算机学院召开学生干部培训会', summary: '就班团建设、学业帮扶和宿舍安全对学生干部进行培训。', hoursAgo: 760 },
  { channel: '院系动态', title: '机械学院举办校友返校分享会', summary: '多位在行业领军企业工作的校友与在校生交流职业发展。', hoursAgo: 980 },

  // 学术讲座
  { channel: '学术讲座', title: '讲座预告｜面向新一代电网的储能技术与应用', summary: '主讲人：清华大学电机系教授；时间：本周四 14:30；地点：电气楼 201 报告厅。', hoursAgo: 2, label: '预告', cover: true },
  { channel: '学术讲座', title: '讲座预告｜大语言模型的可信与安全', summary: '主讲人：中国科学院计算技术研究所研究员；时间：本周五 9:30；地点：信息楼 A 座 101。', hoursAgo: 14, label: '预告' },
  { channel: '学术讲座', title: '讲座预告｜高性能结构材料的设计与制备', summary: '主讲人：北京科技大学教授；时间：下周一 15:00；地点：材料楼学术报告厅。', hoursAgo: 36, label: '预告' },
  { channel: '学术讲座', title: '名师讲堂｜数字经济时代的企业管理变革', summary: '主讲人：复旦大学管理学院教授；时间：下周二 19:00；地点：经管楼 302。', hoursAgo: 70, cover: true },
  { channel: '学术讲座', title: '学术沙龙｜跨文化交际中的语用失误', summary: '主讲人：外国语学院副教授；时间：下周三 16:00；地点：外语楼 405。', hoursAgo: 100 },
  { channel: '学术讲座', title: '讲座回顾｜城市更新中的结构检测与加固', summary: '同济大学教授为土木学院师生作专题报告，现场互动热烈。', hoursAgo: 150 },
  { channel: '学术讲座', title: '讲座回顾｜量子信息科学导论', summary: '中国科学技术大学教授介绍量子通信与量子计算的最新进展。', hoursAgo: 200 },
  { channel: '学术讲座', title: '讲座回顾｜绿色化工与碳中和路径', summary: '天津大学教授分享化工过程节能降碳的研究与实践。', hoursAgo: 270 },
  { channel: '学术讲座', title: '讲座回顾｜统计学在公共卫生中的应用', summary: '北京大学公共卫生学院教授作报告，数统学院师生 150 余人参加。', hoursAgo: 380 },
  { channel: '学术讲座', title: '讲座回顾｜设计思维与创新创业', summary: '知名设计机构创始人分享从创意到产品的实践经验。', hoursAgo: 520 },
  { channel: '学术讲座', title: '讲座回顾｜马克思主义中国化时代化的理论创新', summary: '中国人民大学教授为研究生作专题辅导报告。', hoursAgo: 690 },
];
