import { cardTypeList, cardTypeRemove, cardTypeSubmit } from '../../../shared/api/catalogue/cards-admin';
import type { CallResult } from '../../../shared/api/catalogue/define-call';
import { defineResource } from '../../data-provider/resource-calls';

/** A card type as the list call answers it (with the number of cards it holds). */
export type CardTypeRecord = CallResult<typeof cardTypeList>[number];

/** indextypeconfig: the list is short and answered whole; submit creates and updates; removeType deletes. */
export const cardTypeCalls = defineResource<CardTypeRecord, typeof cardTypeList, typeof cardTypeList, typeof cardTypeSubmit, typeof cardTypeSubmit, typeof cardTypeRemove>({
  list: { kind: 'whole', call: cardTypeList, request: () => ({}), records: (rows) => rows },
  submit: {
    call: cardTypeSubmit,
    request: (data, id) => ({
      ...(id === undefined ? {} : { id: String(id) }),
      typeName: data.typeName ?? '',
      sort: data.sort ?? 0,
    }),
    id: (saved) => saved.id,
  },
  remove: { call: cardTypeRemove, request: (id) => ({ id: String(id) }) },
});
