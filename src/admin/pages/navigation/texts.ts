import { registerTexts } from '../../../shared/i18n';

/**
 * The navigation page's texts (SHELL-07, SHELL-08), in the studio's current language. Kept beside the page, like the
 * draft bar's, so no shared message file changes for it.
 */
const zhCN = {
  title: '导航配置',
  listLabel: '导航列表',
  check: '勾选“{{name}}”用于导出',
  add: '新增导航',
  /** SHELL-08's exact words, also the server's. */
  limit: '最多新增6个自定义导航',
  enabled: '已启用',
  builtIn: '内置',
  custom: '自定义',
  newEntry: '新导航',
  pick: '在导航列表中选择一个导航查看或修改，或点击 + 新增导航。',
  fields: {
    navigationName: '导航名称', path: '导航地址', configPath: '配置页地址', isAuto: '启用', roleIds: '可见角色',
    navigationType: '导航类型', isBuilt: '是否内置', id: '导航', ids: '排序',
  } as Record<string, string>,
  pathHelp: '站内页面以 / 开头；其他网站以 http:// 或 https:// 开头',
  builtInPathHelp: '内置导航的地址不可修改',
  rolesHelp: '不选表示所有角色可见',
  save: '保存',
  saved: '已保存到草稿，发布后生效',
  added: '已新增“{{name}}”，发布后生效',
  remove: '删除',
  removeTitle: '删除“{{name}}”',
  removeBody: '删除后发布才对用户生效；之前的版本仍可回滚。',
  removed: '已删除“{{name}}”',
  orderSaved: '顺序已保存到草稿',
  loadFailed: '导航读取失败',
  retry: '重试',
  drag: {
    handle: '拖动排序：{{name}}',
    roleDescription: '可排序的导航',
    instructions: '按空格键或回车键拿起导航，用上下方向键移动，再按空格键或回车键放下；按 Esc 取消。',
    start: '已拿起“{{name}}”，当前在第 {{pos}} 位，共 {{total}} 项。',
    over: '“{{name}}”移到了第 {{pos}} 位。',
    outside: '“{{name}}”不在列表上方。',
    end: '“{{name}}”已放在第 {{pos}} 位。',
    cancel: '已取消移动，“{{name}}”留在第 {{pos}} 位。',
  },
  previewEmpty: '该角色的顶部导航为空',
  fitDesktop: '电脑屏幕上顶部导航一行约放得下前 {{fit}} 项，其余将收入“更多”菜单：{{rest}}。可缩短名称或减少启用的导航。',
  fitPhone: '手机屏幕上约放得下前 {{fit}} 项，其余收入“更多”：{{rest}}。',
};

type NavigationTexts = typeof zhCN;

const en: NavigationTexts = {
  title: 'Navigation',
  listLabel: 'Navigation entries',
  check: 'Tick “{{name}}” for export',
  add: 'Add a navigation',
  limit: 'At most 6 custom navigations',
  enabled: 'Enabled',
  builtIn: 'Built-in',
  custom: 'Custom',
  newEntry: 'New navigation',
  pick: 'Choose an entry in the list to see or change it, or press + to add one.',
  fields: {
    navigationName: 'Name', path: 'Address', configPath: 'Configuration page', isAuto: 'Enabled', roleIds: 'Visible to',
    navigationType: 'Type', isBuilt: 'Built-in', id: 'Navigation', ids: 'Order',
  },
  pathHelp: 'Portal pages start with /; other sites with http:// or https://',
  builtInPathHelp: 'A built-in navigation keeps its address',
  rolesHelp: 'None chosen: every role sees it',
  save: 'Save',
  saved: 'Saved to the draft; publish to make it live',
  added: 'Added “{{name}}”; publish to make it live',
  remove: 'Delete',
  removeTitle: 'Delete “{{name}}”',
  removeBody: 'Users see the deletion once it is published; earlier versions can still be rolled back to.',
  removed: 'Deleted “{{name}}”',
  orderSaved: 'Order saved to the draft',
  loadFailed: 'The navigation could not be read',
  retry: 'Retry',
  drag: {
    handle: 'Drag to reorder: {{name}}',
    roleDescription: 'sortable navigation',
    instructions: 'Press Space or Enter to pick a navigation up, the up and down arrows to move it, Space or Enter to drop it; Escape cancels.',
    start: 'Picked up “{{name}}”, at position {{pos}} of {{total}}.',
    over: '“{{name}}” moved to position {{pos}}.',
    outside: '“{{name}}” is not over the list.',
    end: '“{{name}}” dropped at position {{pos}}.',
    cancel: 'Move cancelled; “{{name}}” stays at position {{pos}}.',
  },
  previewEmpty: 'This role’s top navigation is empty',
  fitDesktop: 'On a computer screen the top bar holds about the first {{fit}} entries; the rest go into the “More” menu: {{rest}}. Shorten names or enable fewer entries.',
  fitPhone: 'On a phone about the first {{fit}} fit; the rest go into “More”: {{rest}}.',
};

registerTexts('navigation', { 'zh-CN': zhCN, en });

declare module '../../../shared/i18n/translator' {
  interface TextRegistry {
    navigation: typeof zhCN;
  }
}
