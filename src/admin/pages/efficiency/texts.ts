import { registerTexts } from '../../../shared/i18n';
import type { EfficiencyBlock, EfficiencyIndicator, TrendUnit } from '../../../shared/schema/efficiency';

/** The efficiency monitoring page's texts, in the studio's current language. */
const zhCN = {
  title: '效能监测配置',
  loadFailed: '效能监测配置读取失败',
  retry: '重试',
  save: '保存到草稿',
  saved: '已保存到草稿，发布后生效',
  pageTitle: '页面标题',
  blocksHeading: '显示的模块',
  blocksHelp: '勾选要在效能监督页面显示的模块，并用上移、下移调整顺序。部门级模块只对有部门权限的用户显示。',
  indicatorsHeading: '总体概况指标',
  trendUnit: '趋势默认粒度',
  topSize: '排行显示条数',
  up: '上移：{{name}}',
  down: '下移：{{name}}',
  previewShown: '将显示的模块',
  blocks: {
    overview: '总体概况', trend: '办件趋势', heat: '服务热度', likes: '点赞排行', timeoutProcess: '超时办件（按服务）',
    timeoutNode: '超时环节', oa: '业务系统概况', reportTable: '部门效能报表', personal: '我的效能',
  } satisfies Record<EfficiencyBlock, string>,
  indicators: {
    applications: '申请总数', finished: '办结数', running: '在办数', avgHandleHours: '平均办理时长', timeoutProcesses: '超时办件',
    timeoutRate: '超时率', activeServices: '有办件的服务', likes: '点赞数',
  } satisfies Record<EfficiencyIndicator, string>,
  units: { day: '按日', week: '按周', month: '按月' } satisfies Record<TrendUnit, string>,
};

type Texts = typeof zhCN;

const en: Texts = {
  title: 'Efficiency monitoring',
  loadFailed: 'The efficiency configuration failed to load',
  retry: 'Retry',
  save: 'Save to draft',
  saved: 'Saved to the draft; it takes effect when published',
  pageTitle: 'Page title',
  blocksHeading: 'Blocks shown',
  blocksHelp: 'Tick the blocks the efficiency page shows and order them with up and down. Department blocks show only to users with department access.',
  indicatorsHeading: 'Overview indicators',
  trendUnit: 'Default trend granularity',
  topSize: 'Rows per ranking',
  up: 'Move up: {{name}}',
  down: 'Move down: {{name}}',
  previewShown: 'Blocks that will show',
  blocks: {
    overview: 'Overview', trend: 'Trend', heat: 'Service heat', likes: 'Most liked', timeoutProcess: 'Late applications by service',
    timeoutNode: 'Late steps', oa: 'Business systems', reportTable: 'Department report', personal: 'My efficiency',
  },
  indicators: {
    applications: 'Applications', finished: 'Finished', running: 'Running', avgHandleHours: 'Mean handling time', timeoutProcesses: 'Late applications',
    timeoutRate: 'Late rate', activeServices: 'Services in use', likes: 'Likes',
  },
  units: { day: 'By day', week: 'By week', month: 'By month' },
};

registerTexts('efficiencyConfig', { 'zh-CN': zhCN, en });

declare module '../../../shared/i18n/translator' {
  interface TextRegistry {
    efficiencyConfig: typeof zhCN;
  }
}
