import type { OpenWay } from '../../db/schema/catalogue';
import type { ServiceIcon } from './icons';

/** The home page's quick navigation: the places students and staff open every day. */
export interface QuickNavSeed {
  key: string;
  name: string;
  icon: ServiceIcon;
  url: string;
  openWay: OpenWay;
}

export const QUICK_NAVIGATION: readonly QuickNavSeed[] = [
  { key: 'mail', name: '邮箱', icon: 'icon-mail.png', url: 'https://mail.hxlg.edu.cn/', openWay: 1003 },
  { key: 'library', name: '图书馆', icon: 'icon-book.png', url: 'https://lib.hxlg.edu.cn/', openWay: 1003 },
  { key: 'jwxt', name: '教务系统', icon: 'icon-teaching.png', url: 'https://jwxt.hxlg.edu.cn/', openWay: 1003 },
  { key: 'card', name: '校园卡', icon: 'icon-card.png', url: 'https://card.hxlg.edu.cn/', openWay: 1002 },
  { key: 'vpn', name: 'VPN', icon: 'icon-vpn.png', url: 'https://vpn.hxlg.edu.cn/', openWay: 1003 },
  { key: 'netfix', name: '网络报修', icon: 'icon-network.png', url: 'https://nic.hxlg.edu.cn/repair/', openWay: 1001 },
  { key: 'calendar', name: '校历', icon: 'icon-calendar.png', url: 'https://www.hxlg.edu.cn/xl/', openWay: 1003 },
  // A portal route: the service hall lists every guide.
  { key: 'guide', name: '办事指南', icon: 'icon-search.png', url: '/serviceHall', openWay: 1003 },
];
