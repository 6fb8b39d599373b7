/**
 * The demo's common tools. Each gets a generated icon (a coloured tile with one character) stored as an image file;
 * the links point at the demo university's own systems.
 */
export interface ToolSeed {
  key: string;
  toolsName: string;
  /** The character on the icon tile. */
  glyph: string;
  colour: string;
  url: string;
  /** OPEN-01: 1001 in-page dialog, 1002 pop-up window, 1003 new tab. */
  openWay: 1001 | 1002 | 1003;
}

export const TOOLS: readonly ToolSeed[] = [
  { key: 'mail', toolsName: '校园邮箱', glyph: '邮', colour: '#1e88e5', url: 'https://mail.hxlg.edu.cn/', openWay: 1003 },
  { key: 'timetable', toolsName: '我的课表', glyph: '课', colour: '#43a047', url: 'https://jwxt.hxlg.edu.cn/timetable', openWay: 1001 },
  { key: 'grades', toolsName: '成绩查询', glyph: '绩', colour: '#fb8c00', url: 'https://jwxt.hxlg.edu.cn/grades', openWay: 1001 },
  { key: 'rooms', toolsName: '空闲教室', glyph: '室', colour: '#8e24aa', url: 'https://jwxt.hxlg.edu.cn/free-rooms', openWay: 1001 },
  { key: 'calendar', toolsName: '校历查询', glyph: '历', colour: '#e53935', url: 'https://www.hxlg.edu.cn/xl/', openWay: 1002 },
  { key: 'bus', toolsName: '校车时刻', glyph: '车', colour: '#00897b', url: 'https://hq.hxlg.edu.cn/bus', openWay: 1002 },
  { key: 'phone', toolsName: '电话黄页', glyph: '话', colour: '#5e35b1', url: 'https://www.hxlg.edu.cn/contact', openWay: 1002 },
  { key: 'card', toolsName: '一卡通充值', glyph: '卡', colour: '#d81b60', url: 'https://card.hxlg.edu.cn/recharge', openWay: 1003 },
  { key: 'net', toolsName: '网络自助', glyph: '网', colour: '#3949ab', url: 'https://self.hxlg.edu.cn/', openWay: 1003 },
  { key: 'software', toolsName: '正版软件', glyph: '软', colour: '#6d4c41', url: 'https://soft.hxlg.edu.cn/', openWay: 1003 },
  { key: 'library', toolsName: '图书检索', glyph: '书', colour: '#00acc1', url: 'https://lib.hxlg.edu.cn/opac', openWay: 1003 },
];
