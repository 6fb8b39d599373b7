/** The home feature's public surface: all another feature may import from it (eslint.config.js forbids its other modules). */
export { schoolToday } from './services/school-day';
export { themeColourOf } from './services/themes';
