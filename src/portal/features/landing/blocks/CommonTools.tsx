import { commonTool } from '../../../../shared/api/catalogue/prelogin';
import type { PreLoginColumn } from '../../../../shared/schema/prelogin';
import { useServices } from '../../../app/services';
import { useTranslation } from '../../../lib/i18n-react';
import { useCall } from '../../../lib/use-call';
import { ItemIcon } from '../../home/ItemIcon';
import { useServiceOpener } from '../../../app/service-opener';
import { BlockSection } from '../BlockSection';

const SKELETON_TOOLS = 6;

/** Common tools for everyone; each opens by OPEN-01 (in-page dialog, pop-up window or new tab). */
export function CommonToolsBlock({ column }: { column: PreLoginColumn }) {
  const { t } = useTranslation();
  const s = useServices();
  const opener = useServiceOpener();
  const { state, reload } = useCall(s.blade, commonTool, {});
  return (
    <BlockSection
      blockKey="commonTool"
      title={column.title}
      state={state}
      onRetry={reload}
      isEmpty={(tools) => tools.length === 0}
      emptyText={t('landing.tools.empty')}
      skeleton={(
        <ul className="lp-tiles">
          {Array.from({ length: SKELETON_TOOLS }, (_, i) => <li key={i} className="lp-tile lp-skeleton__box" />)}
        </ul>
      )}
    >
      {(tools) => (
        <ul className="lp-tiles">
          {tools.map((tool) => (
            <li key={tool.id}>
              <button
                type="button"
                className="lp-tile"
                onClick={() => opener.openLink({ url: tool.url, openWay: tool.openWay, title: tool.name, key: tool.id })}
              >
                <ItemIcon icon={tool.icon} name={tool.name} />
                <span className="lp-tile__name">{tool.name}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </BlockSection>
  );
}
