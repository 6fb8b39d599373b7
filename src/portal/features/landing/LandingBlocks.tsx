import type { PreLoginColumn, PreLoginConfig } from '../../../shared/schema/prelogin';
import { CarouselBlock, type Slide } from './blocks/Carousel';
import { CommonToolsBlock } from './blocks/CommonTools';
import { DataOverviewBlock } from './blocks/DataOverview';
import { MessageColumnBlock } from './blocks/MessageColumn';
import { ServiceColumnBlock } from './blocks/ServiceColumn';
import { ServiceSearchBlock } from './blocks/ServiceSearch';
import { ThirdPartyBlock } from './blocks/ThirdParty';
import { visibleColumns } from './landing-config';
import { useContentText } from '../../lib/i18n-react';

export interface LandingBlocksProps {
  config: PreLoginConfig;
  onOpenService: (serviceId: string) => void;
  /** The carousel's list, fetched beside the first call (early-call.ts). */
  takeEarlyCarousel: () => Promise<Slide[]> | null;
}

/** The blocks the config's columns ask for, in their order; each loads on its own. */
export function LandingBlocks(props: LandingBlocksProps) {
  const text = useContentText();
  // Each block shows its heading in the reader's language (ADR 033): the English title when set, else the Chinese.
  return (
    <>
      {visibleColumns(props.config.columns).map((column) => (
        <Block key={column.key} column={{ ...column, title: text(column, 'title') }} {...props} />
      ))}
    </>
  );
}

function Block({ column, config, onOpenService, takeEarlyCarousel }: LandingBlocksProps & { column: PreLoginColumn }) {
  switch (column.key) {
    case 'carousel':
      // The carousel's own switch turns it off as a whole, whatever its column says.
      return config.carousel.enabled
        ? <CarouselBlock column={column} intervalMs={config.carousel.intervalMs} takeEarly={takeEarlyCarousel} />
        : null;
    case 'dataOverview':
      return <DataOverviewBlock column={column} />;
    case 'serviceSearch':
      return <ServiceSearchBlock column={column} onOpenService={onOpenService} />;
    case 'serviceColumn':
      return <ServiceColumnBlock column={column} onOpenService={onOpenService} />;
    case 'messageColumn':
      return <MessageColumnBlock column={column} size={config.messageColumn.size} />;
    case 'commonTool':
      return <CommonToolsBlock column={column} />;
    case 'thirdParty':
      return <ThirdPartyBlock column={column} />;
    default:
      return null;
  }
}
