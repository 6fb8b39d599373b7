import ChecklistIcon from '@mui/icons-material/Checklist';
import { threeListsStudio } from '../../../shared/api/catalogue/three-lists-config';
import { defineResource } from '../../data-provider/resource-calls';
import { lazyPage } from '../../routing/lazy-page';

/** 三张清单配置 (menu threeListsConfig, ROUTE-08): one page over the draft of the area threeLists. */
export const threeListsConfig = {
  name: 'threeListsConfig',
  list: lazyPage(() => import('./ThreeListsConfigPage'), 'ThreeListsConfigPage'),
  create: undefined,
  edit: undefined,
  icon: ChecklistIcon,
  recordRepresentation: 'pageTitle',
  // The page sends its calls itself; the provider only reads the one record (for react-admin's registration).
  calls: defineResource<{ id: string }, typeof threeListsStudio.draft, typeof threeListsStudio.draft, typeof threeListsStudio.draft, typeof threeListsStudio.draft, typeof threeListsStudio.draft>({
    list: { kind: 'whole', call: threeListsStudio.draft, request: () => ({}), records: (state) => [{ ...state.body, id: 'threeLists' }] },
  }),
} as const;
