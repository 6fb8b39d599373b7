import './texts';

/** Service ratings: the public summary, the rate button with its dialog (SHELL-09, SHELL-10), and the stars. */
export { RatingSummary } from './RatingSummary';
export { RateServiceButton } from './RateServiceButton';
export { StarsDisplay } from './Stars';
export { SensitiveWordDialog } from './SensitiveWordDialog';
export { sensitiveWordRefusal, type SensitiveWordRefusal } from './sensitive-word';
