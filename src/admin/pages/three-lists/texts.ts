import { registerTexts } from '../../../shared/i18n';

/** The three lists' configuration page (menu threeListsConfig), in the studio's current language. */
const zhCN = {
  title: '三张清单配置',
  help: '三张清单页面（/threelists）的标题、说明、清单的名称与顺序、目录树的部门分类和列表的展示方式；保存到草稿，发布后生效。',
  fields: {
    pageTitle: '页面标题',
    intro: '页面说明',
    lists: '清单（拖动或用键盘调整顺序）',
    title: '清单名称',
    visible: '显示',
    categories: '目录树的部门分类（按此顺序显示；不添加则按服务目录顺序显示全部分类）',
    category: '部门分类',
    showEmptyDepts: '目录树显示没有职责的部门',
    showCounts: '目录树和列表显示数量',
    pageSize: '每页条数（5–50）',
    dutyTypeRequired: '职责必须选择职责类型',
  },
  listNames: { dept: '部门职责清单', service: '服务清单', duty: '职责清单' },
  addCategory: '添加部门分类',
  noCategories: '暂无部门分类',
  categoriesFailed: '部门分类读取失败，可稍后重试',
  preview: '实时预览',
  previewHidden: '（不显示）',
  previewAll: '全部部门分类',
  previewCounts: '显示数量',
  previewNoCounts: '不显示数量',
  previewPageSize: '每页 {{size}} 条',
  saved: '已保存到草稿，发布后生效',
  loadFailed: '三张清单配置读取失败',
  retry: '重试',
};
type ThreeListsTexts = typeof zhCN;

const en: ThreeListsTexts = {
  title: 'Three lists',
  help: 'The three lists page (/threelists): its title and introduction, the lists\' names and order, the department categories of the tree and how lists show. Saved to the draft; shown once published.',
  fields: {
    pageTitle: 'Page title',
    intro: 'Introduction',
    lists: 'Lists (drag or use the keyboard to reorder)',
    title: 'List name',
    visible: 'Shown',
    categories: 'Department categories of the tree (shown in this order; none shows every category in the catalogue\'s order)',
    category: 'Department category',
    showEmptyDepts: 'Show departments without duties in the tree',
    showCounts: 'Show counts in the tree and lists',
    pageSize: 'Rows per page (5–50)',
    dutyTypeRequired: 'A duty must have a duty type',
  },
  listNames: { dept: 'Department responsibilities', service: 'Services', duty: 'Duties' },
  addCategory: 'Add category',
  noCategories: 'No categories',
  categoriesFailed: 'The department categories could not be read; try again later',
  preview: 'Live preview',
  previewHidden: '(hidden)',
  previewAll: 'Every department category',
  previewCounts: 'Counts shown',
  previewNoCounts: 'Counts hidden',
  previewPageSize: '{{size}} per page',
  saved: 'Saved to the draft; it shows once published',
  loadFailed: 'The three lists configuration could not be read',
  retry: 'Retry',
};

registerTexts('threeListsConfig', { 'zh-CN': zhCN, en });

declare module '../../../shared/i18n/translator' {
  interface TextRegistry {
    threeListsConfig: typeof zhCN;
  }
}
