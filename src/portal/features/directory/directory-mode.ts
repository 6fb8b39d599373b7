import { createContext, useContext } from 'react';
import {
  customPage, heatService, nobodyCustomDetails, serverCenterDetails, newlyLaunched, nobodyHeatService, nobodyNewlyLaunched, nobodyServiceCount, nobodyServiceDept,
  nobodyServiceScene, nobodyServiceTypeListByUser, serverCenterPage, serviceCount, serviceDept, serviceScene, serviceTypeListByUser,
} from '../../../shared/api/catalogue/directory';
import {
  searchHeatWord, searchHeatWordNobody, searchService, searchServiceNobody, searchSuggest, searchSuggestNobody,
} from '../../../shared/api/catalogue/search';

/**
 * Whom the directory page serves: a signed-in user (the hall and the centres, ROUTE-06) or a visitor (/allServices,
 * ROUTE-01). One page, two sets of calls: a visitor's are the `nobody` ones, which the server answers with what
 * anyone may see (services for everyone), whoever is signed in on the browser.
 */
const SIGNED_IN_CALLS = {
  visitor: false,
  page: serverCenterPage,
  search: searchService,
  suggest: searchSuggest,
  hotWords: searchHeatWord,
  dept: serviceDept,
  scene: serviceScene,
  type: serviceTypeListByUser,
  heat: heatService,
  newest: newlyLaunched,
  count: serviceCount,
  details: serverCenterDetails,
} as const;

export const VISITOR_CALLS = {
  visitor: true,
  page: customPage,
  search: searchServiceNobody,
  suggest: searchSuggestNobody,
  hotWords: searchHeatWordNobody,
  dept: nobodyServiceDept,
  scene: nobodyServiceScene,
  type: nobodyServiceTypeListByUser,
  heat: nobodyHeatService,
  newest: nobodyNewlyLaunched,
  count: nobodyServiceCount,
  details: nobodyCustomDetails,
} as const;

export type DirectoryCalls = typeof SIGNED_IN_CALLS | typeof VISITOR_CALLS;

const DirectoryCallsContext = createContext<DirectoryCalls>(SIGNED_IN_CALLS);

export const DirectoryCallsProvider = DirectoryCallsContext.Provider;

/** The calls of the page's audience; the signed-in ones unless a DirectoryCallsProvider says otherwise. */
export function useDirectoryCalls(): DirectoryCalls {
  return useContext(DirectoryCallsContext);
}
