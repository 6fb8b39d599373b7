import { CARD_KINDS } from '../../../shared/schema/cards';

/** The card kinds as react-admin choices, labelled by translation key. */
export const CARD_KIND_CHOICES = CARD_KINDS.map((kind) => ({ id: kind, name: `cardStudio.kinds.${kind}` }));
export const STATUS_CHOICES = [{ id: 1, name: 'cardStudio.status.on' }, { id: 0, name: 'cardStudio.status.off' }];
export const ROW_CHOICES = [1, 2, 3].map((rows) => ({ id: rows, name: String(rows) }));
