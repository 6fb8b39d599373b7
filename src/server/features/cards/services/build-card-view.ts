import { z } from 'zod/mini';
import { AppError } from '../../../http/app-error';
import {
  columnDataSourceSchema, type CardBasicConfig, type CardColumnView, type CardKind, type CardView, type ColumnData,
} from '../../../../shared/schema/cards';
import { loadColumnData, type SourceContext } from '../data-sources';
import { createPerCardMemo } from '../data-sources/context';
import { TODO_TIMEOUT_NAME, TODO_TYPE_NAME } from '../data-sources/builtin/todo';
import type { UserViewer } from '../../../http/viewer';

/** A card with its columns, as stored or as a studio draft, ready to be filled with data. */
export interface CardToView {
  cardId: string;
  cardKind: CardKind;
  basicConfig: CardBasicConfig;
  url: string;
  columns: ReadonlyArray<{ id: string; columnName: string; dataSource: unknown }>;
}

export interface ViewLogger {
  error(details: object, message: string): void;
}

const COLUMN_FAILED = '数据加载失败，请稍后重试';
const BROKEN_CONFIG = '栏目的数据源配置有误';

/** Colours of the two to-do states (CARD-10); the portal paints each state's count with them. */
const PENDING_COLOUR = '#008cff';
const OVERDUE_COLOUR = '#f56c6c';
/** Importance labels of news (CARD-12 fieldSet), each in its own colour. */
const LABEL_COLOURS = ['#f56c6c', '#e6a23c', '#008cff', '#67c23a', '#909399'];

/**
 * One column's data, or the reason it failed: a failing source (an unreachable API, a broken config) answers
 * data null with a message and never takes the card's other columns down with it.
 */
async function viewColumn(
  ctx: SourceContext, viewer: UserViewer, cardKind: CardKind, column: CardToView['columns'][number], log: ViewLogger | undefined,
): Promise<CardColumnView> {
  const base = { columnId: column.id, columnName: column.columnName };
  const source = z.safeParse(columnDataSourceSchema, column.dataSource);
  if (!source.success) return { ...base, data: null, error: BROKEN_CONFIG };
  try {
    const data = await loadColumnData(ctx, viewer, cardKind, { columnName: column.columnName, dataSource: source.data });
    return { ...base, data, error: null };
  } catch (error) {
    if (error instanceof AppError) return { ...base, data: null, error: error.message };
    log?.error({ err: error, columnId: column.id }, 'card column failed');
    return { ...base, data: null, error: COLUMN_FAILED };
  }
}

/**
 * 'OfficialAccount' when the card's news all comes from the official account (CARD-12), 'Api' when every column
 * is an external API, else 'Builtin'.
 */
function cardDataSource(card: CardToView, columns: readonly CardColumnView[]): string {
  const news = columns.flatMap((c) => (c.data?.kind === 'news' ? c.data.items : []));
  if (card.cardKind === 'CAMPUS_NEWS' && news.length > 0 && news.every((item) => item.dataSource === 'OfficialAccount')) return 'OfficialAccount';
  const sources = card.columns.map((c) => z.safeParse(columnDataSourceSchema, c.dataSource).data?.kind);
  return sources.length > 0 && sources.every((kind) => kind === 'api') ? 'Api' : 'Builtin';
}

function statusColours(cardKind: CardKind, data: readonly ColumnData[]): CardView['currentStatusBackgroundColor'] {
  if (cardKind === 'TODO') {
    const [first] = data.flatMap((d) => (d.kind === 'todo' ? d.items : []));
    return [
      { colorVal: PENDING_COLOUR, typeName: first?.todoTypeName ?? TODO_TYPE_NAME },
      { colorVal: OVERDUE_COLOUR, typeName: first?.todoTimeoutName ?? TODO_TIMEOUT_NAME },
    ];
  }
  if (cardKind === 'CAMPUS_NEWS') {
    const labels = [...new Set(data.flatMap((d) => (d.kind === 'news' ? d.items.map((i) => i.fieldSet) : [])).filter((l) => l !== ''))];
    return labels.map((typeName, i) => ({ typeName, colorVal: LABEL_COLOURS[i % LABEL_COLOURS.length] ?? '#909399' }));
  }
  return [];
}

/** The card ready to render: every column loaded at once, each on its own. */
export async function buildCardView(ctx: SourceContext, viewer: UserViewer, card: CardToView, log?: ViewLogger): Promise<CardView> {
  const cardCtx: SourceContext = { ...ctx, perCard: createPerCardMemo() };
  const columns = await Promise.all(card.columns.map((column) => viewColumn(cardCtx, viewer, card.cardKind, column, log)));
  const loaded = columns.flatMap((c) => (c.data ? [c.data] : []));
  return {
    cardId: card.cardId,
    cardKind: card.cardKind,
    basicConfig: card.basicConfig,
    url: card.url,
    dataSource: cardDataSource(card, columns),
    typeList: card.columns.map((c) => ({ id: c.id, typeName: c.columnName })),
    columns,
    currentStatusBackgroundColor: statusColours(card.cardKind, loaded),
    otherInformationList: [],
  };
}
