import { useLocaleState } from 'react-admin';

const zhCN = { label: '部门树', filter: '按名称筛选部门', loading: '正在读取部门…', empty: '没有符合条件的部门', retry: '重试' };
export type DeptTreeTexts = typeof zhCN;
const en: DeptTreeTexts = { label: 'Department tree', filter: 'Filter departments by name', loading: 'Reading departments…', empty: 'No departments match', retry: 'Retry' };

export function useDeptTreeTexts(): DeptTreeTexts {
  const [locale] = useLocaleState();
  return locale === 'en' ? en : zhCN;
}
