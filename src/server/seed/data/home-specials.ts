/**
 * Service specials (服务专题): themed collections of services for a moment of the school year. Services are picked
 * by name from the seeded catalogue, in this order; a name the catalogue lacks is skipped.
 */
export interface ServiceSpecialSeed {
  key: string;
  title: string;
  description: string;
  /** Colour of the generated cover image. */
  color: string;
  serviceNames: readonly string[];
}

export const SERVICE_SPECIALS: readonly ServiceSpecialSeed[] = [
  {
    key: 'welcome',
    title: '迎新专题',
    description: '新生入学一站办：报到登记、宿舍确认、校园卡、户口迁入、绿色通道，开学前在线办好。',
    color: '#ff7a45',
    serviceNames: ['新生报到登记', '迎新系统', '新生宿舍分配确认', '校园卡照片采集', '绿色通道申请', '户口迁入办理', '新生入学体检', '军训缓训申请', '学费缴纳'],
  },
  {
    key: 'graduate',
    title: '毕业季专题',
    description: '毕业离校、学位授予、就业手续一网通办，祝你前程似锦。',
    color: '#597ef7',
    serviceNames: ['学位论文提交', '学位授予申请', '离校图书清还确认', '退宿申请', '校园网销户', '就业协议书申领', '就业推荐表打印', '档案转递查询', '成绩单打印', '团组织关系转接'],
  },
  {
    key: 'aid',
    title: '奖助学金专题',
    description: '国家奖助学金、勤工助学、困难补助与助学贷款，资助政策与申请入口汇总。',
    color: '#f5a623',
    serviceNames: ['家庭经济困难认定', '国家助学金申请', '国家励志奖学金申请', '勤工助学岗位申请', '临时困难补助申请', '学费减免申请', '生源地助学贷款回执确认', '资助管理系统'],
  },
  {
    key: 'teacher',
    title: '教师发展专题',
    description: '职称评审、教学成果、科研立项与出国访学，教师职业发展相关服务集中办理。',
    color: '#13a8a8',
    serviceNames: ['职称评审申报', '岗位聘任申请', '教学成果奖申报', '实验教学项目申报', '科研项目立项申请', '科研奖励申报', '因公出国（境）审批', '培训费报销', '年度考核填报', '博士后进站申请'],
  },
];
