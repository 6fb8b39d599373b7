import { useId, useState } from 'react';
import { useContentText, useTranslation } from '../../lib/i18n-react';
import { useServerMessage } from '../../lib/use-server-message';
import {
  clampDisplayRows, formatStagingCount, formatTodoCount, itemLimit, type CardLayoutMode,
} from '../../../shared/rules/card-display';
import type { CardColumnView, CardKind, CardView, ColumnData } from '../../../shared/schema/cards';
import { columnSize, DATA_KIND_OF, renderKind, type RenderContext } from './kinds/render-kind';
import { panelId, tabId, Tabs } from './parts/Tabs';
import './texts';
import './cards.css';

/** The count a column's tab carries: pending to-dos (CARD-05 99+ at 100) or staged rows (99+ above 99). */
function tabCount(data: ColumnData | null): string | null {
  if (data?.kind === 'todo') return formatTodoCount(data.items.reduce((sum, item) => sum + item.todoNum, 0));
  if (data?.kind === 'staging') return formatStagingCount(data.num);
  return null;
}

function ColumnBody({ kind, column, ctx }: { kind: CardKind; column: CardColumnView; ctx: RenderContext }) {
  const { t } = useTranslation();
  const localise = useServerMessage();
  if (column.data === null) {
    // One failing column never hides the others: the reason stays inside its own tab.
    return (
      <p className="sh-card-state sh-card-state--error">
        <span className="sh-card-state__title">{t('cards.columnFailed')}</span>
        {column.error ? <span className="sh-card-state__detail">{localise(column.error)}</span> : null}
      </p>
    );
  }
  if (column.data.kind !== DATA_KIND_OF[kind]) {
    return <p className="sh-card-state sh-card-state--error">{t('cards.columnMismatch')}</p>;
  }
  if (columnSize(column.data) === 0) return <p className="sh-card-state sh-card-empty">{t(`cards.empty.${kind}`)}</p>;
  return <>{renderKind(kind, column.data, { ...ctx, columnName: column.columnName })}</>;
}

/**
 * The body of a loaded card: tabs of its columns when it has more than one, the card kind's component for the
 * active column, the kind's own empty text (CARD-02) when the column holds nothing, and the column's error when
 * its data could not be loaded. Shows at most CARD-04's count of items for the card's rows and layout.
 */
export function CardContent({ view, mode }: { view: CardView; mode: CardLayoutMode }) {
  const { t } = useTranslation();
  const text = useContentText();
  const prefix = useId();
  const [chosen, setChosen] = useState<string | null>(null);
  const { columns, cardKind } = view;
  const active = columns.find((column) => column.columnId === chosen) ?? columns[0];
  const rows = clampDisplayRows(view.basicConfig.displayRows);
  const ctx: RenderContext = { view, columnName: text(view.basicConfig, 'cardName'), mode, rows, limit: itemLimit(rows, mode) };

  const body = active
    ? <ColumnBody key={active.columnId} kind={cardKind} column={active} ctx={ctx} />
    : <p className="sh-card-state sh-card-empty">{t(`cards.empty.${cardKind}`)}</p>;

  if (!active || columns.length === 1) {
    return <div className={`sh-card-content sh-card-content--${mode}`} data-card-kind={cardKind}>{body}</div>;
  }
  return (
    <div className={`sh-card-content sh-card-content--${mode}`} data-card-kind={cardKind}>
      <Tabs
        label={t('cards.columns', { name: text(view.basicConfig, 'cardName') })}
        prefix={prefix}
        active={active.columnId}
        onChange={setChosen}
        tabs={columns.map((column) => {
          const count = tabCount(column.data);
          return {
            id: column.columnId,
            label: (
              <>
                {column.columnName}
                {count !== null ? ' ' : null}
                {count !== null ? <span className="sh-card-count sh-card-count--tab">{count}</span> : null}
              </>
            ),
          };
        })}
      />
      <div
        role="tabpanel"
        id={panelId(prefix, active.columnId)}
        aria-labelledby={tabId(prefix, active.columnId)}
        className="sh-card-panel"
        tabIndex={0}
      >
        {body}
      </div>
    </div>
  );
}
