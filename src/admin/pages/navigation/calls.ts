import { navigationConfigList } from '../../../shared/api/catalogue/navigation-config';
import type { NavigationConfigItem } from '../../../shared/schema/navigation-config';
import { defineResource } from '../../data-provider/resource-calls';

/**
 * The page talks to its calls itself (order, draft bar); the data provider only needs the list, for react-admin's
 * resource registration and any reference to a navigation entry.
 */
export const navigationCalls = defineResource<NavigationConfigItem, typeof navigationConfigList, typeof navigationConfigList, typeof navigationConfigList, typeof navigationConfigList, typeof navigationConfigList>({
  list: { kind: 'whole', call: navigationConfigList, request: () => ({}), records: (rows) => rows },
});
