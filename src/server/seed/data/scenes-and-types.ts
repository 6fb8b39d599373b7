/** Service scenes (life situations a user starts from) and service types (what kind of act a service is). */

export const SCENES = [
  { key: 'enroll', name: '入学报到', icon: 'scene-enroll.png' },
  { key: 'status', name: '学籍管理', icon: 'scene-status.png' },
  { key: 'teaching', name: '教学教务', icon: 'scene-teaching.png' },
  { key: 'research', name: '科研服务', icon: 'scene-research.png' },
  { key: 'finance', name: '财务报销', icon: 'scene-finance.png' },
  { key: 'hr', name: '人事服务', icon: 'scene-hr.png' },
  { key: 'life', name: '后勤生活', icon: 'scene-life.png' },
  { key: 'network', name: '网络信息', icon: 'scene-network.png' },
  { key: 'library', name: '图书借阅', icon: 'scene-library.png' },
  { key: 'health', name: '医疗健康', icon: 'scene-health.png' },
  { key: 'graduate', name: '离校毕业', icon: 'scene-graduate.png' },
  { key: 'security', name: '安全保卫', icon: 'scene-security.png' },
] as const;

export type SceneKey = (typeof SCENES)[number]['key'];

export const SERVICE_TYPES = [
  { key: 'cert', name: '证明开具' },
  { key: 'apply', name: '申请审批' },
  { key: 'book', name: '预约服务' },
  { key: 'query', name: '查询服务' },
  { key: 'change', name: '信息变更' },
  { key: 'pay', name: '缴费报销' },
  { key: 'repair', name: '报修报障' },
  { key: 'account', name: '账号服务' },
  { key: 'system', name: '业务系统' },
] as const;

export type TypeKey = (typeof SERVICE_TYPES)[number]['key'];
