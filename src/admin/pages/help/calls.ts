import { sceneAdminList } from '../../../shared/api/catalogue/help-config';
import type { SceneAdminItem } from '../../../shared/schema/help-config';
import { defineResource } from '../../data-provider/resource-calls';

type Scenes = typeof sceneAdminList;

/**
 * The page talks to its calls itself (tabs, draft bar); the data provider only lists the draft's question scenes,
 * for react-admin's resource registration.
 */
export const helpCalls = defineResource<SceneAdminItem, Scenes, Scenes, Scenes, Scenes, Scenes>({
  list: { kind: 'whole', call: sceneAdminList, request: () => ({}), records: (rows) => rows },
});
