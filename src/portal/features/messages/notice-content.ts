import { z } from 'zod/mini';
import { isAllowedImageUrl } from '../../../shared/rules/file-url';

/** MSG-03: a notice's content is plain text, or a JSON string {title, img}. */
export type NoticeContent =
  | { kind: 'text'; text: string }
  /** img is null when absent or not allowed (only https and our own files are shown). */
  | { kind: 'titled'; title: string; img: string | null };

const titledSchema = z.object({ title: z.string(), img: z.optional(z.nullable(z.string())) });

/** Reads a notice's content; anything that is not a JSON object with a string title is plain text. */
export function parseNoticeContent(content: string): NoticeContent {
  const trimmed = content.trim();
  if (trimmed.startsWith('{')) {
    let value: unknown;
    try {
      value = JSON.parse(trimmed);
    } catch {
      // Text that merely starts with a brace.
      return { kind: 'text', text: content };
    }
    const parsed = titledSchema.safeParse(value);
    if (parsed.success) {
      const img = parsed.data.img?.trim() ?? '';
      return { kind: 'titled', title: parsed.data.title, img: img !== '' && isAllowedImageUrl(img) ? img : null };
    }
  }
  return { kind: 'text', text: content };
}
