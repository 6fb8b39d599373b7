import { registerTexts } from '../../../shared/i18n';

/** The department duty list page's texts, in the studio's current language (kept beside the page). */
const zhCN = {
  title: '部门职责清单',
  tabs: { duties: '职责清单', depts: '部门信息', noDuty: '未设置职责的部门', tree: '按部门查看' },
  fields: {
    deptId: '所属部门', deptName: '所属部门', deptCode: '部门编码', dutyCode: '职责编码', dutyName: '职责名称', dutyType: '职责类型',
    basis: '设定依据', content: '职责内容', isPublic: '对访客公开', serviceIds: '承接服务', sort: '序号',
    category: '部门分类', parentName: '上级部门', leader: '负责人', phone: '联系电话', location: '办公地点', dutyCount: '职责数',
  },
  noType: '未分类',
  allTypes: '全部类型',
  search: '搜索编码、名称、内容或部门',
  empty: '没有符合条件的职责',
  emptyDepts: '没有符合条件的部门',
  create: '新增职责',
  typeHelpRequired: '三张清单要求每条职责都有类型',
  codeHelp: '字母、数字、“-”或“_”，租户内唯一（导入时按它匹配）',
  publicHelp: '关闭后仅登录用户可见',
  leaderHelp: '从教师中选择',
  noDutyHelp: '以下部门在草稿中还没有职责；点击“新增职责”为其添加。',
  noDutyNone: '所有部门都已设置职责。',
  addFor: '为“{{name}}”新增职责',
  loadFailed: '读取失败',
  retry: '重试',
  treeHelp: '单击部门即可在“职责清单”中只看该部门的职责。',
  treeLabel: '部门树',
  treeEmpty: '没有部门',
  treeFilter: '按名称筛选部门',
  showDept: '查看“{{name}}”的职责',
  filteredBy: '只看：{{name}}',
  clearFilter: '清除',
  previewDept: '{{n}} 条职责',
  internal: '仅登录可见',
};

type DutyTexts = typeof zhCN;

const en: DutyTexts = {
  title: 'Department duty lists',
  tabs: { duties: 'Duties', depts: 'Departments', noDuty: 'Departments without duties', tree: 'By department' },
  fields: {
    deptId: 'Department', deptName: 'Department', deptCode: 'Department code', dutyCode: 'Duty code', dutyName: 'Duty', dutyType: 'Type',
    basis: 'Legal basis', content: 'Description', isPublic: 'Public to visitors', serviceIds: 'Services carrying it out', sort: 'No.',
    category: 'Category', parentName: 'Parent', leader: 'Head', phone: 'Phone', location: 'Office', dutyCount: 'Duties',
  },
  noType: 'Untyped',
  allTypes: 'All types',
  search: 'Search code, name, description or department',
  empty: 'No duties match',
  emptyDepts: 'No departments match',
  create: 'New duty',
  typeHelpRequired: 'The three lists require a type for every duty',
  codeHelp: 'Letters, digits, “-” or “_”, unique in the tenant (imports match by it)',
  publicHelp: 'Off: signed-in users only',
  leaderHelp: 'Choose a teacher',
  noDutyHelp: 'These departments have no duty in the draft yet; use “New duty” to add one.',
  noDutyNone: 'Every department has duties.',
  addFor: 'New duty for “{{name}}”',
  loadFailed: 'Could not be read',
  retry: 'Retry',
  treeHelp: 'Choose a department to see only its duties under “Duties”.',
  treeLabel: 'Department tree',
  treeEmpty: 'No departments',
  treeFilter: 'Filter departments by name',
  showDept: 'Show the duties of “{{name}}”',
  filteredBy: 'Only: {{name}}',
  clearFilter: 'Clear',
  previewDept: '{{n}} duties',
  internal: 'Signed-in only',
};

registerTexts('duties', { 'zh-CN': zhCN, en });

declare module '../../../shared/i18n/translator' {
  interface TextRegistry {
    duties: typeof zhCN;
  }
}
