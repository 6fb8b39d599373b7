/**
 * The help robot's knowledge base: question scenes and, in the knowledge-base-*.ts modules, the questions and
 * answers of each. `services` names catalogue services (exact names) the answer points to; the seed refuses a name
 * the catalogue lacks. `user` marks a question for signed-in users only; `hot` a recommended one.
 */

export const KNOWLEDGE_SCENES = [
  { key: 'leave', name: '请假销假', icon: 'scene-status.png', description: '学生、研究生和教职工的请假、销假与假期留校' },
  { key: 'card', name: '校园卡', icon: 'scene-life.png', description: '校园卡挂失、补办、充值与消费' },
  { key: 'dorm', name: '宿舍生活', icon: 'scene-life.png', description: '宿舍报修、调换、水电与生活服务' },
  { key: 'cert', name: '成绩与证明', icon: 'scene-status.png', description: '成绩单、在读证明和各类证明开具' },
  { key: 'network', name: '网络与账号', icon: 'scene-network.png', description: '统一身份认证、VPN、校园邮箱和校园网' },
  { key: 'course', name: '选课与考试', icon: 'scene-teaching.png', description: '选课、缓考、补考重修与四六级' },
  { key: 'aid', name: '奖助学金', icon: 'scene-finance.png', description: '奖学金、助学金、助学贷款与勤工助学' },
  { key: 'pay', name: '缴费报销', icon: 'scene-finance.png', description: '学费住宿费缴纳、发票与财务报销' },
  { key: 'library', name: '图书馆', icon: 'scene-library.png', description: '借还书、座位预约与电子资源' },
  { key: 'career', name: '就业毕业', icon: 'scene-graduate.png', description: '就业手续、档案户口与离校' },
  { key: 'health', name: '心理与健康', icon: 'scene-health.png', description: '心理咨询、校医院与医保' },
  { key: 'hall', name: '办事大厅使用', icon: 'scene-enroll.png', description: '网上服务大厅的登录、收藏、进度查询与反馈' },
] as const;

export type KnowledgeSceneKey = (typeof KNOWLEDGE_SCENES)[number]['key'];

export interface KnowledgeEntry {
  q: string;
  a: string;
  keywords?: readonly string[];
  services?: readonly string[];
  /** For signed-in users only. */
  user?: boolean;
  /** Recommended in the robot panel. */
  hot?: boolean;
}

export type KnowledgeBase = Readonly<Partial<Record<KnowledgeSceneKey, readonly KnowledgeEntry[]>>>;
