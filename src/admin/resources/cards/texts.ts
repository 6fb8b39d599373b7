import { registerTexts, type SameKeys } from '../../../shared/i18n';

/**
 * The card and card-column pages' texts: resource labels under `resources.<name>` where react-admin looks for them
 * (studio-texts.ts registers them with the other resources), the rest under `cardStudio`.
 */
const zhCN = {
  resources: {
    cards: {
      name: '卡片',
      fields: {
        id: '编号', typeId: '卡片类型', cardKind: '卡片种类', cardName: '卡片名称', cardIntroduction: '卡片简介',
        cardNameEn: '英文名称（可选）', cardIntroductionEn: '英文简介（可选）',
        displayRows: '显示行数', url: '卡片地址', status: '状态', sort: '排序',
      },
      empty: '还没有卡片，新建一个后即可在首页展示。',
    },
    cardColumns: {
      name: '卡片栏目',
      fields: {
        id: '编号', cardId: '所属卡片', columnName: '栏目名称', sort: '排序', remindTodoNum: '提醒待办数量',
        'dataSource.kind': '数据来源类型', 'dataSource.source': '内置数据源', 'dataSource.apiId': '外部接口',
      },
      empty: '该卡片还没有栏目。',
    },
  },
  cardStudio: {
    kinds: {
      TODO: '待办事项', BUSINESS_EXPRESS: '业务直通车', PERSONAL_MATTERS: '个人事务', STAGING_TABLE: '暂存表',
      MY_FAVORITES: '我的收藏', CAMPUS_NEWS: '校园新闻', COMMON_TOOLS: '常用工具', RECOMMENDATIONS: '推荐服务',
      COMMON_SERVICES: '常用服务', ANNOUNCEMENTS: '重要公告',
    },
    status: { on: '启用', off: '隐藏' },
    sourceKind: { builtin: '内置数据源', api: '外部接口' },
    preview: {
      title: '实时预览',
      wide: '宽卡片（不与消息卡片同页）',
      rows: '{{rows}} 行',
      current: '当前',
      open: '弹窗预览',
      failed: '预览数据加载失败：{{message}}',
      unsaved: '保存卡片后可预览真实数据',
      messageCard: '消息卡片位置',
    },
    order: {
      title: '拖动排序',
      pickType: '先在上方选择卡片类型，即可拖动调整该类型下卡片的顺序。',
      handle: '拖动 {{name}}',
      saved: '顺序已保存',
    },
    drag: {
      instructions: '拖动手柄或聚焦后按空格键拿起，用方向键移动，再按空格键放下；按 Esc 取消。',
      start: '已拿起 {{name}}，当前位置 {{pos}}/{{total}}',
      over: '{{name}} 移到第 {{pos}}/{{total}} 位',
      outside: '{{name}} 不在列表上方',
      end: '{{name}} 放在第 {{pos}}/{{total}} 位',
      cancel: '已取消，{{name}} 回到第 {{pos}} 位',
    },
    auth: {
      title: '角色可见与必选',
      role: '角色',
      visible: '可添加',
      inDefault: '默认布局',
      mandatory: '必选',
      defaultSort: '默认顺序',
      add: '添加角色',
      remove: '移除',
      save: '保存角色配置',
      saved: '角色配置已保存',
      empty: '尚未给任何角色配置该卡片。',
      mandatoryHelp: '必选卡片始终在布局中、不能移除，同时也可添加并在默认布局中。',
    },
    columns: {
      title: '栏目',
      add: '新增栏目',
      params: '参数（每行 名称=值）',
      fieldMapping: '字段映射（每行 目标字段=来源路径）',
      cardMapping: '暂存表展示字段（每行 字段=中文名）',
      apiFields: '接口参数：{{names}}',
      targetFields: '目标字段（* 为必填，须映射）：',
      mappingMissing: '请映射必填字段：{{names}}',
      pickCard: '先选择一张卡片',
    },
  },
} as const;

type CardStudioTexts = SameKeys<typeof zhCN>;

const en: CardStudioTexts = {
  resources: {
    cards: {
      name: 'Card |||| Cards',
      fields: {
        id: 'ID', typeId: 'Card type', cardKind: 'Card kind', cardName: 'Card name', cardIntroduction: 'Introduction',
        cardNameEn: 'English name (optional)', cardIntroductionEn: 'English introduction (optional)',
        displayRows: 'Display rows', url: 'Card address', status: 'Status', sort: 'Order',
      },
      empty: 'No cards yet: create one to show it on the home page.',
    },
    cardColumns: {
      name: 'Card column |||| Card columns',
      fields: {
        id: 'ID', cardId: 'Card', columnName: 'Column name', sort: 'Order', remindTodoNum: 'Remind of to-do count',
        'dataSource.kind': 'Data source type', 'dataSource.source': 'Built-in source', 'dataSource.apiId': 'External API',
      },
      empty: 'This card has no columns yet.',
    },
  },
  cardStudio: {
    kinds: {
      TODO: 'To-dos', BUSINESS_EXPRESS: 'Business express', PERSONAL_MATTERS: 'Personal matters', STAGING_TABLE: 'Staging table',
      MY_FAVORITES: 'My favourites', CAMPUS_NEWS: 'Campus news', COMMON_TOOLS: 'Common tools', RECOMMENDATIONS: 'Recommendations',
      COMMON_SERVICES: 'Common services', ANNOUNCEMENTS: 'Announcements',
    },
    status: { on: 'Enabled', off: 'Hidden' },
    sourceKind: { builtin: 'Built-in source', api: 'External API' },
    preview: {
      title: 'Live preview',
      wide: 'Wide card (not beside the message card)',
      rows: '{{rows}} rows',
      current: 'current',
      open: 'Preview dialog',
      failed: 'The preview data could not be loaded: {{message}}',
      unsaved: 'Save the card to preview real data',
      messageCard: 'Message card',
    },
    order: {
      title: 'Drag to order',
      pickType: 'Choose a card type above to order its cards by drag.',
      handle: 'Drag {{name}}',
      saved: 'Order saved',
    },
    drag: {
      instructions: 'Drag a handle, or focus it and press Space to pick it up, move with the arrow keys, press Space to drop; Escape cancels.',
      start: 'Picked up {{name}}, position {{pos}} of {{total}}',
      over: '{{name}} moved to position {{pos}} of {{total}}',
      outside: '{{name}} is not over the list',
      end: '{{name}} dropped at position {{pos}} of {{total}}',
      cancel: 'Cancelled; {{name}} is back at position {{pos}}',
    },
    auth: {
      title: 'Roles and mandatory cards',
      role: 'Role',
      visible: 'May add',
      inDefault: 'Default layout',
      mandatory: 'Mandatory',
      defaultSort: 'Default order',
      add: 'Add role',
      remove: 'Remove',
      save: 'Save roles',
      saved: 'Roles saved',
      empty: 'No role is configured for this card yet.',
      mandatoryHelp: 'A mandatory card is always in the layout and cannot be removed; it is also addable and in the default layout.',
    },
    columns: {
      title: 'Columns',
      add: 'Add column',
      params: 'Parameters (one name=value a line)',
      fieldMapping: 'Field mapping (one target=source path a line)',
      cardMapping: 'Staging fields shown (one field=Chinese name a line)',
      apiFields: 'API parameters: {{names}}',
      targetFields: 'Target fields (* required, must be mapped):',
      mappingMissing: 'Map the required fields: {{names}}',
      pickCard: 'Choose a card first',
    },
  },
};

registerTexts('cardStudio', { 'zh-CN': zhCN.cardStudio, en: en.cardStudio });

/** The card resources' labels in each language, for the studio's `resources` namespace. */
export const cardResourceTexts = { 'zh-CN': zhCN.resources, en: en.resources };

declare module '../../../shared/i18n/translator' {
  interface TextRegistry {
    cardStudio: typeof zhCN.cardStudio;
  }
}
