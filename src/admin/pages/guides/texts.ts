import { registerTexts } from '../../../shared/i18n';

/** The management guide page's texts, in the studio's current language (kept beside the page). */
const zhCN = {
  title: '办事指南',
  fields: {
    serviceName: '服务名称', serviceDeptName: '服务部门', hasGuide: '办事指南', stepCount: '步骤数', materialCount: '材料数',
    conditions: '办理条件', materials: '申请材料', steps: '办理流程', fees: '收费标准', timeLimit: '办理时限', department: '办理部门',
    location: '办理地点', contactPhone: '咨询电话', handling: '办理方式', faq: '常见问题', guides: '办事指南',
    name: '材料名称', required: '必交', note: '说明', title: '步骤名称', detail: '步骤说明', question: '问题', answer: '解答',
  },
  handling: { ONLINE: '网上办理', OFFLINE: '线下办理' },
  filter: { all: '全部服务', with: '已有指南', without: '没有指南' },
  search: '搜索服务名称或部门',
  empty: '没有符合条件的服务',
  has: '已配置',
  none: '未配置',
  edit: '编辑指南',
  add: '添加指南',
  newGuide: '该服务还没有办事指南：填写后保存到草稿，发布后门户显示。',
  addMaterial: '添加材料',
  addStep: '添加步骤',
  addFaq: '添加问题',
  removeRow: '删除：{{name}}',
  unnamed: '（未命名）',
  noRows: '还没有内容',
  basics: '基本信息',
  previewEmpty: '该角色看不到任何办事指南',
  previewCount: '该角色可查看 {{n}} 份办事指南',
  previewRow: '{{steps}} 步 · {{materials}} 项材料',
};

type GuideTexts = typeof zhCN;

const en: GuideTexts = {
  title: 'Service guides',
  fields: {
    serviceName: 'Service', serviceDeptName: 'Department', hasGuide: 'Guide', stepCount: 'Steps', materialCount: 'Materials',
    conditions: 'Who may apply', materials: 'Materials', steps: 'Steps', fees: 'Fees', timeLimit: 'Time limit', department: 'Handled by',
    location: 'Where', contactPhone: 'Enquiries', handling: 'How it is handled', faq: 'FAQ', guides: 'Guides',
    name: 'Material', required: 'Required', note: 'Note', title: 'Step', detail: 'Detail', question: 'Question', answer: 'Answer',
  },
  handling: { ONLINE: 'Online', OFFLINE: 'At the counter' },
  filter: { all: 'All services', with: 'With a guide', without: 'Without a guide' },
  search: 'Search service or department',
  empty: 'No services match',
  has: 'Configured',
  none: 'None',
  edit: 'Edit guide',
  add: 'Add guide',
  newGuide: 'This service has no guide yet: fill it in and save to the draft; it shows once published.',
  addMaterial: 'Add material',
  addStep: 'Add step',
  addFaq: 'Add question',
  removeRow: 'Remove: {{name}}',
  unnamed: '(unnamed)',
  noRows: 'Nothing yet',
  basics: 'Basics',
  previewEmpty: 'This role sees no guides',
  previewCount: 'This role can open {{n}} guides',
  previewRow: '{{steps}} steps · {{materials}} materials',
};

registerTexts('guideConfig', { 'zh-CN': zhCN, en });

declare module '../../../shared/i18n/translator' {
  interface TextRegistry {
    guideConfig: typeof zhCN;
  }
}
