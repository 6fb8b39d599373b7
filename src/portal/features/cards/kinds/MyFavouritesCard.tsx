import type { KindProps } from './kind-props';
import { ServiceGrid } from './ServiceGrid';

/** 我的收藏: the user's favourite services in their own order, as an icon grid (CARD-04, CARD-09). */
export function MyFavouritesCard({ data, columnName, mode, limit }: KindProps<'services'>) {
  return <ServiceGrid items={data.items} limit={limit} mode={mode} label={columnName} />;
}
