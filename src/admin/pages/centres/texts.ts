import { registerTexts } from '../../../shared/i18n';
import type { Centre } from '../../../shared/schema/centre-config';
import type { DirectorySort } from '../../../shared/schema/directory';

/** The service centres' configuration page texts, in the studio's language. */
const zhCN = {
  titles: { hall: '服务大厅配置', PROCESS: '流程服务中心配置', APPLICATION: '应用服务中心配置' } satisfies Record<Centre, string>,
  portalNames: { hall: '服务大厅', PROCESS: '流程服务中心', APPLICATION: '应用服务中心' } satisfies Record<Centre, string>,
  helpLink: '帮助与反馈配置',
  settings: '页面设置',
  title: '页面标题',
  titleHelp: '留空使用门户默认标题',
  subtitle: '页面说明',
  filtersLabel: '显示的筛选条件',
  filters: { dept: '部门', scene: '场景', type: '服务类型', processType: '线上 / 线下办理' },
  showShelfTabs: '显示服务分类标签',
  defaultSort: '默认排序',
  sorts: { default: '目录顺序', heat: '最热', newest: '最新', rating: '评分最高' } satisfies Record<DirectorySort, string>,
  save: '保存',
  savedDraft: '已保存到草稿，发布后生效',
  pinned: '置顶服务',
  pinnedHelp: '显示在列表上方，拖动或用键盘调整顺序。',
  pinnedEmpty: '还没有置顶服务',
  addService: '添加置顶服务',
  searchService: '按名称搜索本中心的服务',
  noOptions: '没有找到服务',
  remove: '取消置顶 {{name}}',
  orderSaved: '置顶服务已保存到草稿',
  loadFailed: '读取失败',
  retry: '重试',
  previewFilters: '筛选',
  previewShelf: '分类标签',
  yes: '显示',
  no: '不显示',
  drag: {
    handle: '拖动调整顺序：{{name}}',
    roleDescription: '可排序的服务',
    instructions: '按空格或回车拿起服务，用上下方向键移动，再按空格或回车放下；按 Esc 取消。',
    start: '已拿起“{{name}}”，位于第 {{pos}} 位，共 {{total}} 位。',
    over: '“{{name}}”移动到第 {{pos}} 位。',
    outside: '“{{name}}”不在列表上方。',
    end: '“{{name}}”放在第 {{pos}} 位。',
    cancel: '已取消移动，“{{name}}”仍在第 {{pos}} 位。',
  },
};

type CentreTexts = typeof zhCN;

const en: CentreTexts = {
  titles: { hall: 'Service hall', PROCESS: 'Process service centre', APPLICATION: 'Application service centre' },
  portalNames: { hall: 'Service hall', PROCESS: 'Process service centre', APPLICATION: 'Application service centre' },
  helpLink: 'Help and feedback',
  settings: 'Page settings',
  title: 'Page title',
  titleHelp: 'Empty: the portal’s own title',
  subtitle: 'Page description',
  filtersLabel: 'Filters shown',
  filters: { dept: 'Department', scene: 'Scene', type: 'Service type', processType: 'Online / offline' },
  showShelfTabs: 'Show the shelf labels',
  defaultSort: 'Default sort',
  sorts: { default: 'Catalogue order', heat: 'Most visited', newest: 'Newest', rating: 'Best rated' },
  save: 'Save',
  savedDraft: 'Saved to the draft; publish to make it live',
  pinned: 'Pinned services',
  pinnedHelp: 'Shown above the list; drag or use the keyboard to reorder.',
  pinnedEmpty: 'No pinned service yet',
  addService: 'Pin a service',
  searchService: 'Search this centre’s services by name',
  noOptions: 'No service found',
  remove: 'Unpin {{name}}',
  orderSaved: 'Pinned services saved to the draft',
  loadFailed: 'Could not be read',
  retry: 'Retry',
  previewFilters: 'Filters',
  previewShelf: 'Shelf labels',
  yes: 'shown',
  no: 'hidden',
  drag: {
    handle: 'Drag to reorder: {{name}}',
    roleDescription: 'sortable service',
    instructions: 'Press Space or Enter to pick a service up, the up and down arrows to move it, Space or Enter to drop it; Escape cancels.',
    start: 'Picked up “{{name}}”, at position {{pos}} of {{total}}.',
    over: '“{{name}}” moved to position {{pos}}.',
    outside: '“{{name}}” is not over the list.',
    end: '“{{name}}” dropped at position {{pos}}.',
    cancel: 'Move cancelled; “{{name}}” stays at position {{pos}}.',
  },
};

registerTexts('centres', { 'zh-CN': zhCN, en });

declare module '../../../shared/i18n/translator' {
  interface TextRegistry {
    centres: typeof zhCN;
  }
}
