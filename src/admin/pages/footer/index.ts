import WebAssetIcon from '@mui/icons-material/WebAsset';
import { footerDetail } from '../../../shared/api/catalogue/footer-config';
import { defineResource } from '../../data-provider/resource-calls';
import { lazyPage } from '../../routing/lazy-page';

/** The home page footer (menu homePageConfig): one page over the draft of the area homeFooter. */
export const homeFooter = {
  name: 'homeFooter',
  list: lazyPage(() => import('./FooterPage'), 'FooterPage'),
  create: undefined,
  edit: undefined,
  icon: WebAssetIcon,
  recordRepresentation: 'schoolName',
  // The page sends its calls itself; the provider only reads the one record (for react-admin's registration).
  calls: defineResource<{ id: string }, typeof footerDetail, typeof footerDetail, typeof footerDetail, typeof footerDetail, typeof footerDetail>({
    list: { kind: 'whole', call: footerDetail, request: () => ({}), records: (footer) => [{ ...footer, id: 'footer' }] },
  }),
} as const;
