/** Words searchers use for the same thing; each group finds the services named by any of its words. */
export const SYNONYM_GROUPS: readonly (readonly string[])[] = [
  ['请假', '休假', '销假', '假条'],
  ['一卡通', '校园卡', '饭卡'],
  ['报修', '维修', '修理', '坏了'],
  ['证明', '证明信', '开证明'],
  ['成绩单', '成绩证明', '分数'],
  ['缴费', '交费', '付款', '学费'],
  ['报销', '报账', '财务报销'],
  ['宿舍', '寝室', '公寓'],
  ['vpn', '校外访问', '远程访问'],
  ['邮箱', '电子邮件', 'email'],
  ['校园网', '上网', '网络', 'wifi'],
  ['图书', '借书', '书籍'],
  ['心理咨询', '心理辅导', '心理健康'],
  ['奖学金', '助学金', '评奖评优'],
  ['出国', '出境', '境外'],
  ['车辆', '停车', '通行证'],
  ['休学', '暂停学业'],
  ['转专业', '换专业'],
  ['就业', '工作', '求职'],
  ['密码重置', '忘记密码', '找回密码'],
  ['保洁', '清洁', '打扫卫生'],
  ['出差', '差旅', '差旅费', '公干'],
  ['印章', '用印', '盖章', '公章'],
  ['在读证明', '在校证明', '学籍证明'],
  ['在职证明', '工作证明', '收入证明'],
  ['挂失', '丢失', '丢了'],
  ['选课', '退课', '补选'],
  ['会议室', '会场', '开会'],
  ['论文', '毕业论文', '学位论文'],
  ['调课', '调停课', '停课'],
];

/** Hot words the administrator pinned, in order. */
export const PINNED_WORDS: readonly string[] = ['校园卡', '请假', '成绩单'];

/** Searches of the last two weeks with results: keyword and searches per day (the seed varies them a little). */
export const SEARCH_HISTORY: ReadonlyArray<readonly [string, number]> = [
  ['请假', 42], ['成绩单', 35], ['vpn', 28], ['在读证明', 24], ['报修', 22], ['缴费', 19], ['宿舍', 17],
  ['选课', 15], ['奖学金', 12], ['心理咨询', 10], ['邮箱', 9], ['报销', 8], ['图书续借', 6], ['就业', 5],
];

/** Searches that found nothing: keyword, role type ('nobody' for visitors), how often. */
export const ZERO_RESULT_HISTORY: ReadonlyArray<readonly [string, string, number]> = [
  ['食堂菜单', 'student', 14], ['停车费', 'teacher', 6], ['wifi密码', 'nobody', 9], ['快递', 'student', 5], ['校历', 'nobody', 3],
];
