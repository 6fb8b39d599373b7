import type { ServiceDetailDialogProps } from '../../../../../src/portal/features/service-detail';
import type { FavouritesPanelProps } from '../../../../../src/portal/features/favourites';
import type { ServiceGuideViewProps } from '../../../../../src/portal/features/guides';
import { leave } from './page-fixtures';

/**
 * Stand-ins for the parts the directory page hosts but does not own (their own tests cover them): each shows
 * the props it was given and offers buttons that call the page back as the real one would.
 */
export function ServiceDetailDialogDouble({ serviceId, visitor, onClose, onCollectedChange }: ServiceDetailDialogProps) {
  return (
    <div role="dialog" aria-label={`详情 ${serviceId}`}>
      <p>{visitor ? '访客详情' : '用户详情'}</p>
      <button type="button" onClick={() => onCollectedChange?.(serviceId, true)}>在详情中收藏</button>
      <button type="button" onClick={onClose}>关闭详情</button>
    </div>
  );
}

export function FavouritesPanelDouble({ onChanged, onShowDetail, onOpenService }: FavouritesPanelProps) {
  return (
    <div>
      <button type="button" onClick={() => onChanged?.()}>收藏已改变</button>
      <button type="button" onClick={() => onShowDetail('s-wifi')}>收藏详情</button>
      <button type="button" onClick={() => onOpenService(leave)}>收藏办理</button>
    </div>
  );
}

export function ServiceGuideViewDouble({ serviceId, visitor, headingLevel }: ServiceGuideViewProps) {
  return <p>{`指南 ${serviceId} ${visitor ? '访客' : '用户'} h${headingLevel ?? 2}`}</p>;
}
