import HelpOutlinedIcon from '@mui/icons-material/HelpOutlined';
import { helpCalls } from './calls';
import { lazyPage } from '../../routing/lazy-page';

/**
 * Help and feedback (menu serviceHallConfig, ADR 008): the robot and its scenes over the draft of area 'robot', the
 * knowledge base, the sensitive-word list and feedback handling.
 */
export const helpAndFeedback = {
  name: 'helpAndFeedback',
  list: lazyPage(() => import('./HelpPage'), 'HelpPage'),
  create: undefined,
  edit: undefined,
  icon: HelpOutlinedIcon,
  recordRepresentation: 'sceneName',
  calls: helpCalls,
} as const;
