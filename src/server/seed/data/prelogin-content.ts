import { FOOTER } from './shell-content';

// The landing page's demo content: the school's profile, third-party platforms and the carousel slides.

/**
 * The school's contact facts are written once, in the footer (FOOTER, the homeFooter area): the landing page's
 * profile and footer read them from there (ADR 032), so the profile holds none.
 */
export const SCHOOL_PROFILE = {
  schoolName: FOOTER.schoolName,
  intro: `${FOOTER.schoolName}是一所以工为主，理、工、管、文、经协调发展的多科性大学。网上服务大厅汇聚学校各部门的办事服务，`
    + '师生可在线查询办事指南、提交申请、跟踪办理进度，实现“最多跑一次”。',
  website: FOOTER.links[0]?.url ?? '',
} as const;

/** The demo landing page's own footer links (its copyright, address, phone, e-mail and ICP are FOOTER's). */
export const DEMO_FOOTER = { links: FOOTER.links.slice(0, 2) };

export const THIRD_PARTIES = [
  { key: 'lib', name: '图书馆', url: 'https://lib.example.edu.cn', color: '#8E44AD' },
  { key: 'mail', name: '校园邮箱', url: 'https://mail.example.edu.cn', color: '#16A085' },
  { key: 'jw', name: '教务系统', url: 'https://jwxt.example.edu.cn', color: '#2980B9' },
  { key: 'card', name: '一卡通', url: 'https://card.example.edu.cn', color: '#D35400' },
  { key: 'vpn', name: 'VPN 服务', url: 'https://vpn.example.edu.cn', color: '#2C3E50' },
  { key: 'mooc', name: '在线课程', url: 'https://mooc.example.edu.cn', color: '#C0392B' },
] as const;

export const CAROUSEL_SLIDES = [
  { key: 'welcome', title: '欢迎使用网上服务大厅', subtitle: '一网通办 · 最多跑一次', color: '#087EEB', link: '/allServices' },
  { key: 'freshmen', title: '新生入学服务专区', subtitle: '报到、缴费、宿舍一站办理', color: '#0F9D58', link: '/allServices' },
  { key: 'graduate', title: '毕业季离校手续', subtitle: '线上办理离校，进度实时可查', color: '#F4511E', link: '/allServices' },
  { key: 'mobile', title: '掌上办事', subtitle: '手机也能随时随地办业务', color: '#7B1FA2', link: '' },
  { key: 'security', title: '网络安全宣传周', subtitle: '守护校园网络，从你我做起', color: '#37474F', link: 'https://www.example.edu.cn' },
] as const;

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c] ?? c);
}

const FONT = "'PingFang SC','Microsoft YaHei','Noto Sans CJK SC',sans-serif";

/** A 1200×400 slide: a gradient, soft circles and two lines of text; no script, no external reference. */
export function carouselSvg(title: string, subtitle: string, color: string): Uint8Array {
  const body = `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${color}"/>`
    + `<stop offset="1" stop-color="${color}" stop-opacity="0.7"/></linearGradient></defs>`
    + '<rect width="1200" height="400" fill="url(#g)"/>'
    + '<circle cx="1040" cy="80" r="180" fill="#fff" fill-opacity="0.08"/><circle cx="930" cy="360" r="120" fill="#fff" fill-opacity="0.06"/>'
    + `<text x="90" y="180" font-family="${FONT}" font-size="52" font-weight="700" fill="#fff">${escapeXml(title)}</text>`
    + `<text x="92" y="250" font-family="${FONT}" font-size="28" fill="#fff" fill-opacity="0.9">${escapeXml(subtitle)}</text>`;
  return new TextEncoder().encode(`<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="400" viewBox="0 0 1200 400">${body}</svg>`);
}

/** A round logo with the platform's first character. */
export function logoSvg(text: string, color: string): Uint8Array {
  const body = `<circle cx="48" cy="48" r="48" fill="${color}"/>`
    + `<text x="48" y="62" text-anchor="middle" font-family="${FONT}" font-size="40" font-weight="700" fill="#fff">${escapeXml(text)}</text>`;
  return new TextEncoder().encode(`<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">${body}</svg>`);
}
