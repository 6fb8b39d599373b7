import LoginIcon from '@mui/icons-material/Login';
import { preLoginCalls } from './calls';
import { lazyPage } from '../../routing/lazy-page';

/** The pre-login page (menu preLoginConfig): columns, carousel, figures, footer and tools over the area's draft. */
export const preLogin = {
  name: 'preLogin',
  list: lazyPage(() => import('./PreLoginPage'), 'PreLoginPage'),
  create: undefined,
  edit: undefined,
  icon: LoginIcon,
  recordRepresentation: 'title',
  calls: preLoginCalls,
} as const;
