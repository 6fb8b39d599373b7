import { registerTexts, type SameKeys } from '../../../shared/i18n';

/** The jobs page's texts (导入导出任务), in the studio's current language. */
const zhCN = {
  title: '导入导出任务',
  open: '导入导出任务',
  help: '这里列出您发起的导出和导入任务。任务在服务器上运行，关闭页面不会中断；文件保留 7 天。',
  scope: { label: '范围', mine: '我的任务', all: '所有人的任务' },
  kind: { label: '类型', any: '全部类型', export: '导出', import: '导入' },
  state: { label: '状态', any: '全部状态', queued: '排队中', running: '进行中', succeeded: '已完成', failed: '失败' },
  list: { label: '列表', any: '全部列表' },
  owner: '发起人',
  ownerPlaceholder: '账号或姓名',
  refresh: '刷新',
  columns: { list: '列表', kind: '类型', file: '文件', owner: '发起人', state: '状态', progress: '进度', counts: '数量', createdAt: '发起时间', files: '下载' },
  dryRun: '预检',
  counts: '新增 {{inserted}} · 更新 {{updated}} · 跳过 {{skipped}} · 失败 {{failed}}',
  exported: '{{n}} 条',
  resultFile: '结果文件',
  errorFile: '错误数据',
  empty: '还没有导入导出任务。在列表页点击“导出”或“导入”后，任务会显示在这里。',
  loadFailed: '任务列表读取失败',
  retry: '重试',
  downloadFailed: '下载失败',
  page: '第 {{current}} 页，共 {{total}} 条',
  previous: '上一页',
  next: '下一页',
};

const en: SameKeys<typeof zhCN> = {
  title: 'Import and export jobs',
  open: 'Import and export jobs',
  help: 'The exports and imports you started. Jobs run on the server and go on when the page closes; files are kept for 7 days.',
  scope: { label: 'Whose', mine: 'My jobs', all: 'Everyone\'s jobs' },
  kind: { label: 'Kind', any: 'All kinds', export: 'Export', import: 'Import' },
  state: { label: 'State', any: 'All states', queued: 'Queued', running: 'Running', succeeded: 'Finished', failed: 'Failed' },
  list: { label: 'List', any: 'All lists' },
  owner: 'Started by',
  ownerPlaceholder: 'Account or name',
  refresh: 'Refresh',
  columns: { list: 'List', kind: 'Kind', file: 'File', owner: 'Started by', state: 'State', progress: 'Progress', counts: 'Rows', createdAt: 'Started', files: 'Download' },
  dryRun: 'Dry run',
  counts: 'Added {{inserted}} · updated {{updated}} · skipped {{skipped}} · failed {{failed}}',
  exported: '{{n}} rows',
  resultFile: 'Result file',
  errorFile: 'Rows with errors',
  empty: 'No import or export jobs yet. Jobs show here once you click "Export" or "Import" on a list.',
  loadFailed: 'The jobs could not be read',
  retry: 'Retry',
  downloadFailed: 'The download failed',
  page: 'Page {{current}}, {{total}} jobs',
  previous: 'Previous',
  next: 'Next',
};

registerTexts('studioJobs', { 'zh-CN': zhCN, en });

declare module '../../../shared/i18n/translator' {
  interface TextRegistry {
    studioJobs: typeof zhCN;
  }
}
