import { lazy } from 'react';

/**
 * The efficiency supervision page (/effectivenessSupervision), loaded on first visit: recharts and the page's
 * texts live in its own chunk, so no other page carries them.
 */
export const EfficiencyPage = lazy(() => import('./EfficiencyPage'));
