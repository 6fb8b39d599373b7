import { ITEMS_PER_ROW } from '../../../../shared/rules/card-display';
import { useCardActions } from '../card-actions';
import { cssVars } from '../parts/css-vars';
import { IconTile } from '../parts/IconTile';
import type { KindProps } from './kind-props';

/** 常用工具: tools as an icon grid, at most CARD-04's count. */
export function CommonToolsCard({ data, columnName, mode, limit }: KindProps<'tools'>) {
  const { openTool } = useCardActions();
  return (
    <ul className="sh-card-grid" aria-label={columnName} style={cssVars({ '--sh-card-per-row': ITEMS_PER_ROW[mode] })}>
      {data.items.slice(0, limit).map((tool) => (
        <li key={tool.id}>
          <button type="button" className="sh-card-grid__item" title={tool.tools_name} onClick={() => openTool(tool)}>
            <IconTile icon={tool.tools_icon} name={tool.tools_name} />
            <span className="sh-card-grid__name">{tool.tools_name}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
