import type { KindProps } from './kind-props';
import { ServiceGrid } from './ServiceGrid';

/** 业务直通车: services the user can go straight to, as an icon grid (CARD-04, CARD-09). */
export function BusinessExpressCard({ data, columnName, mode, limit }: KindProps<'services'>) {
  return <ServiceGrid items={data.items} limit={limit} mode={mode} label={columnName} />;
}
