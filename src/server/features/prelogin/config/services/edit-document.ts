import { and, eq, inArray } from 'drizzle-orm';
import type { Queryable } from '../../../../db/client';
import { files } from '../../../../db/schema/messages';
import { fieldError } from '../../../../http/field-errors';
import { randomId } from '../../../../../shared/rules/ids';
import type { CarouselItem, PreLoginDocument, ToolItem } from '../../../../../shared/schema/prelogin-config';

/** Pure edits of the pre-login draft; the routes run them inside editDraft. */

type WithOptionalId<T extends { id: string }> = Omit<T, 'id'> & { id?: string | undefined };

/** Keeps the ids the draft already holds; anything else is new and gets a fresh id (ids are global row keys). */
function withIds<T extends { id: string }>(known: readonly { id: string }[], items: readonly WithOptionalId<T>[]): T[] {
  const ids = new Set(known.map((k) => k.id));
  const used = new Set<string>();
  return items.map((item) => {
    const keep = item.id !== undefined && ids.has(item.id) && !used.has(item.id);
    const id = keep && item.id !== undefined ? item.id : randomId();
    used.add(id);
    return { ...item, id } as T;
  });
}

export function replaceCarousel(doc: PreLoginDocument, items: readonly WithOptionalId<CarouselItem>[]): PreLoginDocument {
  return { ...doc, carousel: withIds<CarouselItem>(doc.carousel, items) };
}

export function replaceTools(doc: PreLoginDocument, tools: readonly WithOptionalId<ToolItem>[]): PreLoginDocument {
  return { ...doc, tools: withIds<ToolItem>(doc.tools, tools) };
}

/** repetitiveName: another column than `key` already carries the title. */
export function isRepeatedTitle(doc: PreLoginDocument, title: string, key: string | undefined): boolean {
  const wanted = title.trim();
  return doc.config.columns.some((column) => column.title === wanted && column.key !== key);
}

/** isHasCommonTool: the landing page would show a tools column, and it has tools to show. */
export function commonToolState(doc: PreLoginDocument): { hasCommonTool: boolean; count: number } {
  const column = doc.config.columns.find((c) => c.key === 'commonTool');
  return { hasCommonTool: Boolean(column?.visible) && doc.tools.length > 0, count: doc.tools.length };
}

/** Carousel images must be the tenant's own stored files: another tenant's file id is refused like a missing one. */
export async function checkCarouselFiles(db: Queryable, tenantId: string, items: readonly { fileId: string }[]): Promise<void> {
  const wanted = [...new Set(items.map((i) => i.fileId))];
  if (wanted.length === 0) return;
  const found = await db.select({ id: files.id }).from(files).where(and(eq(files.tenantId, tenantId), inArray(files.id, wanted)));
  const known = new Set(found.map((f) => f.id));
  const index = items.findIndex((i) => !known.has(i.fileId));
  if (index >= 0) throw fieldError(`items.${index}.fileId`, '图片不存在，请重新上传');
}
