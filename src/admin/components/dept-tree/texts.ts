import { registerTexts } from '../../../shared/i18n';

const zhCN = { label: '部门树', filter: '按名称筛选部门', loading: '正在读取部门…', empty: '没有符合条件的部门', retry: '重试' };
type DeptTreeTexts = typeof zhCN;
const en: DeptTreeTexts = { label: 'Department tree', filter: 'Filter departments by name', loading: 'Reading departments…', empty: 'No departments match', retry: 'Retry' };

registerTexts('deptTree', { 'zh-CN': zhCN, en });

declare module '../../../shared/i18n/translator' {
  interface TextRegistry {
    deptTree: typeof zhCN;
  }
}
