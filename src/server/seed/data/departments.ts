/**
 * The demo university's department tree. `code` is the department code (dept_code) and the key the service
 * templates use; `parent` is the parent's code, null for the university itself (the one root).
 */
export interface DepartmentSeed {
  code: string;
  parent: string | null;
  name: string;
  category: '学校' | '党政机构' | '教学单位' | '直属单位' | '群团组织';
  leader: string;
  /** Extension number; the campus switchboard prefix is added by the generator. */
  ext: string;
  location: string;
}

export const UNIVERSITY_NAME = '华夏理工大学';
export const PHONE_PREFIX = '0731-8882';

export const DEPARTMENTS: readonly DepartmentSeed[] = [
  { code: 'HXLG', parent: null, name: UNIVERSITY_NAME, category: '学校', leader: '陈启明', ext: '0001', location: '行政楼' },

  // 党政机构 (administrative offices) and their sub-offices
  { code: 'DZB', parent: 'HXLG', name: '党委办公室、校长办公室', category: '党政机构', leader: '王建华', ext: '1001', location: '行政楼 201' },
  { code: 'JWC', parent: 'HXLG', name: '教务处', category: '党政机构', leader: '李文博', ext: '1101', location: '行政楼 305' },
  { code: 'KSZX', parent: 'JWC', name: '考试中心', category: '党政机构', leader: '赵雪梅', ext: '1121', location: '行政楼 312' },
  { code: 'XGB', parent: 'HXLG', name: '学生工作部（处）', category: '党政机构', leader: '张海涛', ext: '1201', location: '学生事务中心 2 楼' },
  { code: 'ZZZX', parent: 'XGB', name: '学生资助管理中心', category: '党政机构', leader: '刘晓燕', ext: '1221', location: '学生事务中心 105' },
  { code: 'XLZX', parent: 'XGB', name: '心理健康教育与咨询中心', category: '党政机构', leader: '孙静怡', ext: '1231', location: '学生事务中心 301' },
  { code: 'YJSY', parent: 'HXLG', name: '研究生院', category: '党政机构', leader: '周志远', ext: '1301', location: '研究生楼 4 楼' },
  { code: 'XWB', parent: 'YJSY', name: '学位办公室', category: '党政机构', leader: '吴芳', ext: '1321', location: '研究生楼 410' },
  { code: 'ZJC', parent: 'HXLG', name: '招生与就业处', category: '党政机构', leader: '郑国强', ext: '1401', location: '学生事务中心 1 楼' },
  { code: 'RSC', parent: 'HXLG', name: '人事处', category: '党政机构', leader: '黄丽娟', ext: '1501', location: '行政楼 401' },
  { code: 'CWC', parent: 'HXLG', name: '财务处', category: '党政机构', leader: '徐永红', ext: '1601', location: '行政楼 1 楼大厅' },
  { code: 'HSZX', parent: 'CWC', name: '会计核算中心', category: '党政机构', leader: '马晓东', ext: '1621', location: '行政楼 108' },
  { code: 'KJC', parent: 'HXLG', name: '科学技术处', category: '党政机构', leader: '林振宇', ext: '1701', location: '科技楼 5 楼' },
  { code: 'GZC', parent: 'HXLG', name: '国有资产管理处', category: '党政机构', leader: '何建军', ext: '1801', location: '行政楼 501' },
  { code: 'HQC', parent: 'HXLG', name: '后勤保障处', category: '党政机构', leader: '高立新', ext: '1901', location: '后勤服务楼' },
  { code: 'SSZX', parent: 'HQC', name: '学生宿舍管理中心', category: '党政机构', leader: '罗红梅', ext: '1921', location: '东区学生公寓 1 栋' },
  { code: 'BWC', parent: 'HXLG', name: '保卫处', category: '党政机构', leader: '梁志刚', ext: '2001', location: '南门警务室' },

  // 直属单位 (directly affiliated units)
  { code: 'TSG', parent: 'HXLG', name: '图书馆', category: '直属单位', leader: '宋雅琴', ext: '2101', location: '图书馆 1 楼总服务台' },
  { code: 'WLZX', parent: 'HXLG', name: '网络与信息中心', category: '直属单位', leader: '韩晓峰', ext: '2201', location: '信息楼 3 楼' },
  { code: 'XYY', parent: 'HXLG', name: '校医院', category: '直属单位', leader: '唐慧敏', ext: '2301', location: '校医院门诊楼' },

  // 群团组织 (party-affiliated mass organisations)
  { code: 'GH', parent: 'HXLG', name: '校工会', category: '群团组织', leader: '冯淑芬', ext: '2401', location: '教工之家 2 楼' },
  { code: 'TW', parent: 'HXLG', name: '校团委', category: '群团组织', leader: '邓一鸣', ext: '2501', location: '大学生活动中心 3 楼' },

  // 教学单位 (colleges)
  { code: 'JSJ', parent: 'HXLG', name: '计算机科学与技术学院', category: '教学单位', leader: '曹文杰', ext: '3101', location: '信息楼 A 座' },
  { code: 'JX', parent: 'HXLG', name: '机械工程学院', category: '教学单位', leader: '彭立军', ext: '3201', location: '机械楼' },
  { code: 'DQ', parent: 'HXLG', name: '电气与电子工程学院', category: '教学单位', leader: '曾志华', ext: '3301', location: '电气楼' },
  { code: 'CL', parent: 'HXLG', name: '材料科学与工程学院', category: '教学单位', leader: '谢明亮', ext: '3401', location: '材料楼' },
  { code: 'TM', parent: 'HXLG', name: '土木与建筑工程学院', category: '教学单位', leader: '袁建平', ext: '3501', location: '土木楼' },
  { code: 'HX', parent: 'HXLG', name: '化学与化工学院', category: '教学单位', leader: '董晓红', ext: '3601', location: '化工楼' },
  { code: 'SX', parent: 'HXLG', name: '数学与统计学院', category: '教学单位', leader: '潘立群', ext: '3701', location: '理学楼 B 座' },
  { code: 'WL', parent: 'HXLG', name: '物理与光电工程学院', category: '教学单位', leader: '蒋伟', ext: '3801', location: '理学楼 A 座' },
  { code: 'JG', parent: 'HXLG', name: '经济管理学院', category: '教学单位', leader: '蔡晓梅', ext: '3901', location: '经管楼' },
  { code: 'WY', parent: 'HXLG', name: '外国语学院', category: '教学单位', leader: '余慧', ext: '4001', location: '外语楼' },
  { code: 'MY', parent: 'HXLG', name: '马克思主义学院', category: '教学单位', leader: '杜建国', ext: '4101', location: '人文楼 5 楼' },
  { code: 'YS', parent: 'HXLG', name: '艺术设计学院', category: '教学单位', leader: '叶青', ext: '4201', location: '艺术楼' },
];
