import type { CardKind, ColumnData, ColumnDataSource } from '../../../../shared/schema/cards';
import type { UserViewer } from '../../../http/viewer';
import { loadAnnouncements } from './builtin/announcements';
import { loadFavourites } from './builtin/favourites';
import { loadNews } from './builtin/news';
import { loadPersonalMatters } from './builtin/personal-matters';
import { loadRecommendations } from './builtin/recommendations';
import { loadServices } from './builtin/services';
import { loadStaging } from './builtin/staging';
import { loadTodo } from './builtin/todo';
import { loadTools } from './builtin/tools';
import type { SourceContext } from './context';
import { loadApiColumn } from './external/api-source';

export type { SourceContext } from './context';

export interface ColumnToLoad {
  columnName: string;
  dataSource: ColumnDataSource;
}

/** One column's data from its source: a built-in query over our own tables, or an administrator's JSON API. */
export function loadColumnData(ctx: SourceContext, viewer: UserViewer, cardKind: CardKind, column: ColumnToLoad): Promise<ColumnData> {
  const source = column.dataSource;
  if (source.kind === 'api') return loadApiColumn(ctx, viewer, cardKind, source, column.columnName);
  switch (source.source) {
    case 'todo': return loadTodo(ctx, viewer, source.params, column.columnName);
    case 'services': return loadServices(ctx, viewer, source.params);
    case 'personalMatters': return loadPersonalMatters(ctx, viewer);
    case 'staging': return loadStaging(ctx, viewer, source.params, source.cardMapping ?? []);
    case 'favorites': return loadFavourites(ctx, viewer, source.params);
    case 'news': return loadNews(ctx, viewer, source.params);
    case 'tools': return loadTools(ctx, viewer, source.params);
    case 'recommendations': return loadRecommendations(ctx, viewer, source.params);
    case 'announcements': return loadAnnouncements(ctx, viewer, source.params);
  }
}
