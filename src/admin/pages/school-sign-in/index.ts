import KeyIcon from '@mui/icons-material/Key';
import { schoolSignInDetail } from '../../../shared/api/catalogue/school-sign-in-config';
import { defineResource } from '../../data-provider/resource-calls';
import { lazyPage } from '../../routing/lazy-page';

/** 统一身份认证 (menu identityAuthConfig): one page over the draft of the area schoolSignIn (ADR 022). */
export const schoolSignIn = {
  name: 'schoolSignIn',
  list: lazyPage(() => import('./SchoolSignInPage'), 'SchoolSignInPage'),
  create: undefined,
  edit: undefined,
  icon: KeyIcon,
  recordRepresentation: 'mode',
  // The page sends its calls itself; the provider only reads the one record (for react-admin's registration).
  calls: defineResource<{ id: string }, typeof schoolSignInDetail, typeof schoolSignInDetail, typeof schoolSignInDetail, typeof schoolSignInDetail, typeof schoolSignInDetail>({
    list: { kind: 'whole', call: schoolSignInDetail, request: () => ({}), records: (view) => [{ ...view, id: 'schoolSignIn' }] },
  }),
} as const;
