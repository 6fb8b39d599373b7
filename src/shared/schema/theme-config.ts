import { z } from 'zod/mini';
import { isAllowedImageUrl } from '../rules/file-url';

/**
 * The theme area of the studio (ADR 009): the platform's themes (themeSetUp: colours, banner images, which one is
 * the default) and the school's guise (logo and name on the landing header). Drafts until published.
 */

const id = z.string().check(z.minLength(1, '编号不能为空'), z.maxLength(32, '编号过长'));
const hex = z.string().check(z.regex(/^#[0-9a-fA-F]{6}$/, '颜色须为 #RRGGBB'));
const image = (label: string) =>
  z.string().check(z.trim(), z.maxLength(500), z.refine((v) => v === '' || isAllowedImageUrl(v), `${label}须为上传的图片或 https 地址`));

const MAX_THEMES = 20;

const themeItemSchema = z.object({
  id,
  themeName: z.string().check(z.trim(), z.minLength(1, '请输入主题名称'), z.maxLength(32, '主题名称不能超过 32 个字符')),
  themeColor: hex,
  themeImg: image('主题图片'),
  /** The banner's frame colour: '' or #RRGGBB. */
  themeImgBorderColor: z.string().check(z.regex(/^(#[0-9a-fA-F]{6})?$/, '边框颜色须为 #RRGGBB')),
  waitingBgImg: image('待办背景图'),
});
export type ThemeItem = z.infer<typeof themeItemSchema>;

export const guiseSchema = z.object({
  schoolName: z.string().check(z.trim(), z.minLength(1, '请输入学校名称'), z.maxLength(50, '学校名称不能超过 50 个字符')),
  logo: image('标志'),
});
export type Guise = z.infer<typeof guiseSchema>;

export const themeDocumentSchema = z.object({
  themes: z.array(themeItemSchema).check(
    z.minLength(1, '至少保留一个主题'),
    z.maxLength(MAX_THEMES, `主题最多 ${MAX_THEMES} 个`),
    z.refine((items) => new Set(items.map((t) => t.id)).size === items.length, '主题编号重复'),
    z.refine((items) => new Set(items.map((t) => t.themeName)).size === items.length, '主题名称重复'),
  ),
  /** The platform default (themeSetUp): what a user who never picked a theme gets. */
  defaultThemeId: id,
  guise: guiseSchema,
}).check(
  z.refine((doc) => doc.themes.some((t) => t.id === doc.defaultThemeId), { message: '默认主题不存在', path: ['defaultThemeId'] }),
);
export type ThemeDocument = z.infer<typeof themeDocumentSchema>;

/** themeSetUp/submit: the themes in display order and the default. */
export const themeSetUpRequestSchema = z.object({ themes: themeDocumentSchema.shape.themes, defaultThemeId: id });
export type ThemeSetUpRequest = z.infer<typeof themeSetUpRequestSchema>;

/** Relative luminance of #RRGGBB (WCAG 2). */
function luminance(color: string): number {
  const channel = (i: number) => {
    const c = parseInt(color.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

/** The contrast ratio of white text on `color` (1 … 21); NaN for a value that is not #RRGGBB. */
export function contrastWithWhite(color: string): number {
  if (!/^#[0-9a-fA-F]{6}$/.test(color)) return Number.NaN;
  return 1.05 / (luminance(color) + 0.05);
}

/** WCAG AA: 4.5 for body text, 3 for large text (the portal's headers and buttons on the theme colour). */
export const CONTRAST_AA_TEXT = 4.5;
export const CONTRAST_AA_LARGE = 3;
