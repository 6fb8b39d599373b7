import './texts';

/** Service ratings: the public summary, the rate button with its dialog (SHELL-09, SHELL-10), and the stars. */
export { RatingSummary } from './RatingSummary';
export { RateServiceButton, type RateServiceButtonProps } from './RateServiceButton';
export { StarsDisplay, type StarsDisplayProps } from './Stars';
export { SensitiveWordDialog } from './SensitiveWordDialog';
export { sensitiveWordRefusal, type SensitiveWordRefusal } from './sensitive-word';
