import type { ReactNode } from 'react';
import type { CardLayoutMode } from '../../../../shared/rules/card-display';
import type { CardKind, CardView, ColumnData, DisplayRows } from '../../../../shared/schema/cards';
import { AnnouncementsCard } from './AnnouncementsCard';
import { BusinessExpressCard } from './BusinessExpressCard';
import { CampusNewsCard } from './CampusNewsCard';
import { CommonServicesCard } from './CommonServicesCard';
import { CommonToolsCard } from './CommonToolsCard';
import { MyFavouritesCard } from './MyFavouritesCard';
import { PersonalMattersCard } from './PersonalMattersCard';
import { RecommendationsCard } from './RecommendationsCard';
import { StagingTableCard } from './StagingTableCard';
import { TodoCard } from './TodoCard';

/** What each card kind reads: the data kind its column's source must yield. */
export const DATA_KIND_OF: Readonly<Record<CardKind, ColumnData['kind']>> = {
  TODO: 'todo',
  BUSINESS_EXPRESS: 'services',
  PERSONAL_MATTERS: 'personalMatters',
  STAGING_TABLE: 'staging',
  MY_FAVORITES: 'services',
  CAMPUS_NEWS: 'news',
  COMMON_TOOLS: 'tools',
  RECOMMENDATIONS: 'services',
  COMMON_SERVICES: 'services',
  ANNOUNCEMENTS: 'announcements',
};

/** How many things a column holds; 0 means the card shows its own empty text (CARD-02). */
export function columnSize(data: ColumnData): number {
  switch (data.kind) {
    case 'todo': return data.items.length + data.entries.length;
    case 'staging': return data.result.length;
    default: return data.items.length;
  }
}

export interface RenderContext {
  view: CardView;
  columnName: string;
  mode: CardLayoutMode;
  rows: DisplayRows;
  limit: number;
}

/** The kind's component for a column's data, or null when the data is not what the kind reads. */
export function renderKind(kind: CardKind, data: ColumnData, ctx: RenderContext): ReactNode {
  switch (kind) {
    case 'TODO': return data.kind === 'todo' ? <TodoCard data={data} {...ctx} /> : null;
    case 'BUSINESS_EXPRESS': return data.kind === 'services' ? <BusinessExpressCard data={data} {...ctx} /> : null;
    case 'PERSONAL_MATTERS': return data.kind === 'personalMatters' ? <PersonalMattersCard data={data} {...ctx} /> : null;
    case 'STAGING_TABLE': return data.kind === 'staging' ? <StagingTableCard data={data} {...ctx} /> : null;
    case 'MY_FAVORITES': return data.kind === 'services' ? <MyFavouritesCard data={data} {...ctx} /> : null;
    case 'CAMPUS_NEWS': return data.kind === 'news' ? <CampusNewsCard data={data} {...ctx} /> : null;
    case 'COMMON_TOOLS': return data.kind === 'tools' ? <CommonToolsCard data={data} {...ctx} /> : null;
    case 'RECOMMENDATIONS': return data.kind === 'services' ? <RecommendationsCard data={data} {...ctx} /> : null;
    case 'COMMON_SERVICES': return data.kind === 'services' ? <CommonServicesCard data={data} {...ctx} /> : null;
    case 'ANNOUNCEMENTS': return data.kind === 'announcements' ? <AnnouncementsCard data={data} {...ctx} /> : null;
  }
}
