/** The files feature's public surface: all another feature may import from it (eslint.config.js forbids its other modules). */
export { storeFile } from './services/store-file';
