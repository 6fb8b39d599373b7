/** The shell feature's public surface: all another feature may import from it (eslint.config.js forbids its other modules). */
export { getRobotConfig } from './services/get-robot-config';
export { getFooterInfo } from './services/get-footer-info';
