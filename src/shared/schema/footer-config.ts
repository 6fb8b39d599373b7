import { z } from 'zod/mini';

/**
 * The signed-in home page's footer (doc2 §7 indexfooterinfo detail/submit) as a draft area (ADR 009, `homeFooter`,
 * menu homePageConfig): what homePage/getFooterInfo answers once published.
 */

const text = (max: number, label: string) => z.string().check(z.trim(), z.maxLength(max, `${label}不能超过 ${max} 个字符`));

export const MAX_FOOTER_LINKS = 10;

const footerLinkInputSchema = z.object({
  name: text(20, '链接名称').check(z.minLength(1, '请输入链接名称')),
  /** Another site (http/https) or a portal page (/…). */
  url: text(300, '链接地址').check(z.regex(/^(https?:\/\/[^\s]+|\/[^\s]*)$/i, '链接地址须以 http://、https:// 或 / 开头')),
});

export const footerDocumentSchema = z.object({
  schoolName: text(100, '学校名称'),
  copyright: text(200, '版权信息'),
  address: text(200, '地址'),
  phone: text(64, '电话').check(z.regex(/^[0-9+\-() ,，、转]*$/, '电话只能包含数字、空格和 + - ( ) 、')),
  email: text(100, '邮箱').check(z.regex(/^([^\s@]+@[^\s@]+\.[^\s@]+)?$/, '邮箱格式不正确')),
  icp: text(64, '备案号'),
  /** In display order. */
  links: z.array(footerLinkInputSchema).check(z.maxLength(MAX_FOOTER_LINKS, `页脚链接最多 ${MAX_FOOTER_LINKS} 个`)),
});
export type FooterDocument = z.output<typeof footerDocumentSchema>;
