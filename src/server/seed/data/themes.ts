/** The platform's themes (platformThemeManage): colour, banner image and to-do card background. */
export interface ThemeSeed {
  key: string;
  themeName: string;
  /** #RRGGBB. */
  themeColor: string;
  /** Lighter tone: the banner's frame and the gradient's far end. */
  borderColor: string;
  isDefault: boolean;
}

export const THEMES: readonly ThemeSeed[] = [
  // STATE-02: the default theme colour is #008cff.
  { key: 'blue', themeName: '默认蓝', themeColor: '#008cff', borderColor: '#66baff', isDefault: true },
  { key: 'red', themeName: '中国红', themeColor: '#c8161d', borderColor: '#e8736f', isDefault: false },
  { key: 'green', themeName: '青葱绿', themeColor: '#1a9c5b', borderColor: '#72c79b', isDefault: false },
  { key: 'purple', themeName: '典雅紫', themeColor: '#7b4fc9', borderColor: '#b39ae3', isDefault: false },
  { key: 'gray', themeName: '商务灰', themeColor: '#4e5969', borderColor: '#9aa3ae', isDefault: false },
];
