import { cardList, cardRemove, cardSubmit } from '../../../shared/api/catalogue/cards-admin';
import type { CallResult } from '../../../shared/api/catalogue/define-call';
import type { CardConfig } from '../../../shared/schema/cards';
import { defineResource } from '../../data-provider/resource-calls';

/** A stored card as the list call answers it. */
export type CardRecord = CallResult<typeof cardList>[number];

/** The submit body from a form's values: every field of cardConfigSchema, the id only when updating. */
function cardSubmitBody(data: Partial<CardRecord>, id: string | undefined): CardConfig {
  return {
    ...(id === undefined ? {} : { id }),
    typeId: data.typeId ?? '',
    cardKind: data.cardKind ?? 'COMMON_SERVICES',
    cardName: data.cardName ?? '',
    cardIntroduction: data.cardIntroduction ?? '',
    displayRows: data.displayRows ?? 1,
    url: data.url ?? '',
    status: data.status ?? 1,
    sort: data.sort ?? 0,
  };
}

/** indexcardconfig: the list (optionally of one type) is answered whole; submit creates and updates. */
export const cardCalls = defineResource<CardRecord, typeof cardList, typeof cardList, typeof cardSubmit, typeof cardSubmit, typeof cardRemove>({
  list: {
    kind: 'whole',
    call: cardList,
    // The type filter goes to the server; the provider applies it again, harmlessly, over the answer.
    request: (filter) => (typeof filter.typeId === 'string' && filter.typeId !== '' ? { typeId: filter.typeId } : {}),
    records: (rows) => rows,
  },
  submit: {
    call: cardSubmit,
    request: (data, id) => cardSubmitBody(data, id === undefined ? undefined : String(id)),
    id: (saved) => saved.id,
  },
  remove: { call: cardRemove, request: (id) => ({ id: String(id) }) },
});
