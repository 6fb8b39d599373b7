import type { DutyType } from '../../../shared/schema/three-lists';
import type { ThreeListsUrlState } from './url-state';

/** What every list of the page needs: the selection, the configuration's choices, and the ways back to the page. */
export interface ListContext {
  state: ThreeListsUrlState;
  pageSize: number;
  showCounts: boolean;
  /** nobody/isDutyTypeMust: duty types are shown (and filterable) only while a type is required. */
  showDutyTypes: boolean;
  dutyTypes: ReadonlyArray<{ value: DutyType; label: string }>;
  /** Whether the configuration shows the duty list (a service's duties lead there only then). */
  dutyListShown: boolean;
  update(patch: Partial<ThreeListsUrlState>): void;
  onShowDetail(serviceId: string): void;
}
