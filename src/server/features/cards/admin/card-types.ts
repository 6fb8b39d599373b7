import { and, asc, count, eq } from 'drizzle-orm';
import type { Queryable } from '../../../db/client';
import { cards, cardTypes } from '../../../db/schema/cards';
import { AppError } from '../../../http/app-error';
import type { CardTypeConfig } from '../../../../shared/schema/cards';
import { randomId } from '../../../../shared/rules/ids';
import { isForeignKeyViolation, notFound } from './errors';

/** indextypeconfig: the card types of a tenant, in order, each with how many cards it holds. */
export async function listCardTypes(db: Queryable, tenantId: string) {
  return db
    .select({ id: cardTypes.id, typeName: cardTypes.typeName, sort: cardTypes.sort, cardCount: count(cards.id) })
    .from(cardTypes)
    .leftJoin(cards, eq(cards.typeId, cardTypes.id))
    .where(eq(cardTypes.tenantId, tenantId))
    .groupBy(cardTypes.id)
    .orderBy(asc(cardTypes.sort), asc(cardTypes.id));
}

/** Creates a type (no id) or renames / re-sorts one of the tenant's. */
export async function submitCardType(db: Queryable, tenantId: string, input: CardTypeConfig): Promise<{ id: string }> {
  const { id, typeName, sort } = input;
  if (id === undefined) {
    const newId = randomId();
    await db.insert(cardTypes).values({ id: newId, tenantId, typeName, sort });
    return { id: newId };
  }
  const updated = await db
    .update(cardTypes)
    .set({ typeName, sort })
    .where(and(eq(cardTypes.id, id), eq(cardTypes.tenantId, tenantId)))
    .returning({ id: cardTypes.id });
  if (updated.length === 0) throw notFound('卡片类型');
  return { id };
}

/** removeType: only an empty type goes; one that still holds cards is refused with IN_USE. */
export async function removeCardType(db: Queryable, tenantId: string, id: string): Promise<null> {
  const [type] = await db
    .select({ id: cardTypes.id, cardCount: count(cards.id) })
    .from(cardTypes)
    .leftJoin(cards, eq(cards.typeId, cardTypes.id))
    .where(and(eq(cardTypes.id, id), eq(cardTypes.tenantId, tenantId)))
    .groupBy(cardTypes.id);
  if (!type) throw notFound('卡片类型');
  if (type.cardCount > 0) throw new AppError('IN_USE', { msg: `该类型下仍有 ${type.cardCount} 张卡片，请先移走或删除它们` });
  try {
    await db.delete(cardTypes).where(and(eq(cardTypes.id, id), eq(cardTypes.tenantId, tenantId)));
  } catch (error) {
    // A card added to the type between the count and the delete: the foreign key refuses, and so do we.
    if (isForeignKeyViolation(error)) throw new AppError('IN_USE', { msg: '该类型下仍有卡片，请先移走或删除它们' });
    throw error;
  }
  return null;
}
