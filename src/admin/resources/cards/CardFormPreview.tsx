import { useRecordContext } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { cardBasicConfigSchema, type CardKind, type DisplayRows } from '../../../shared/schema/cards';
import { CardLivePreview } from './preview/CardLivePreview';
import { useDebounced } from './preview/use-debounced';

/** How long typing must pause before the preview follows: long enough to skip keystrokes, short enough to feel live. */
export const PREVIEW_DEBOUNCE_MS = 250;

function asRows(value: unknown): DisplayRows {
  return value === 2 || value === 3 ? value : 1;
}

/** The live preview of the card form it sits in, following the unsaved values. */
export function CardFormPreview() {
  const record = useRecordContext<{ id: string }>();
  const [cardKind, cardName, cardIntroduction, displayRows, url] = useWatch({
    name: ['cardKind', 'cardName', 'cardIntroduction', 'displayRows', 'url'],
  }) as [CardKind | undefined, string | undefined, string | undefined, unknown, string | undefined];
  const draft = useDebounced({
    cardKind: cardKind ?? 'COMMON_SERVICES',
    basicConfig: { cardName: cardName ?? '', cardIntroduction: cardIntroduction ?? '', displayRows: asRows(displayRows) },
    url: url ?? '',
  }, PREVIEW_DEBOUNCE_MS);
  // The server's data depends on the stored columns; the unsaved basic config goes with it only when valid, as
  // the call's own input check would refuse it otherwise.
  const basic = cardBasicConfigSchema.safeParse(draft.basicConfig);
  const request = record?.id ? { id: String(record.id), ...(basic.success ? { draft: { basicConfig: basic.data } } : {}) } : null;
  return <CardLivePreview draft={draft} request={request} />;
}
