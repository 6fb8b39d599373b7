import { themeStudio } from '../../../shared/api/catalogue/theme-config';
import type { ThemeItem } from '../../../shared/schema/theme-config';
import { defineResource } from '../../data-provider/resource-calls';

type Draft = typeof themeStudio.draft;

/** The page talks to its calls itself; the data provider only lists the draft's themes, for react-admin's registration. */
export const themeCalls = defineResource<ThemeItem, Draft, Draft, Draft, Draft, Draft>({
  list: { kind: 'whole', call: themeStudio.draft, request: () => ({}), records: (state) => state.body.themes },
});
