import { AppError } from '../../../http/app-error';
import type { CardTypeConfig } from '../../../../shared/schema/cards';
import type { HomePageDocument } from '../../../../shared/schema/home-config';
import { randomId } from '../../../../shared/rules/ids';
import { notFound } from '../../../http/field-errors';

/** indextypeconfig over the home page draft: the card types and how many cards each holds. */

const byOrder = <T extends { sort: number; id: string }>(a: T, b: T) => a.sort - b.sort || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

export function listCardTypes(doc: HomePageDocument) {
  return [...doc.types].sort(byOrder).map((type) => ({ ...type, cardCount: doc.cards.filter((card) => card.typeId === type.id).length }));
}

export function findCardType(doc: HomePageDocument, id: string) {
  const type = doc.types.find((t) => t.id === id);
  if (!type) throw notFound('卡片类型');
  return type;
}

/**
 * Creates a type (no id) or renames / re-sorts one. Names are unique in the tenant: the edit runs under the home
 * page draft's row lock (drafts/services/documents.ts), so two administrators saving the same new name at once
 * cannot both pass this check; the second gets 409 DUPLICATE beside the name.
 */
export function submitCardType(doc: HomePageDocument, input: CardTypeConfig): { doc: HomePageDocument; id: string } {
  const { id, typeName, sort } = input;
  // A caller that sends no English name keeps the one set (ADR 033); '' clears it.
  const typeNameEn = input.typeNameEn ?? doc.types.find((t) => t.id === id)?.typeNameEn ?? '';
  if (doc.types.some((t) => t.id !== id && t.typeName.trim() === typeName.trim())) {
    const msg = `卡片类型「${typeName}」已存在，请换一个名称`;
    throw new AppError('DUPLICATE', { msg, errors: [{ field: 'typeName', msg }] });
  }
  if (id === undefined) {
    const newId = randomId();
    return { doc: { ...doc, types: [...doc.types, { id: newId, typeName, typeNameEn, sort }] }, id: newId };
  }
  findCardType(doc, id);
  return { doc: { ...doc, types: doc.types.map((t) => (t.id === id ? { id, typeName, typeNameEn, sort } : t)) }, id };
}

/** removeType: only an empty type goes; one that still holds cards is refused with IN_USE. */
export function removeCardType(doc: HomePageDocument, id: string): HomePageDocument {
  findCardType(doc, id);
  const held = doc.cards.filter((card) => card.typeId === id).length;
  if (held > 0) throw new AppError('IN_USE', { msg: `该类型下仍有 ${held} 张卡片，请先移走或删除它们` });
  return { ...doc, types: doc.types.filter((t) => t.id !== id) };
}
