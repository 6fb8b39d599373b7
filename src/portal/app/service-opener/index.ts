/** Opening service items and links (OPEN-01 … OPEN-03). */
export { ServiceOpenerProvider } from './ServiceOpenerProvider';
export { useServiceOpener, type OpenableLink, type ServiceOpener } from './service-opener-context';
export { clickService, logServiceClick } from './click-log';
export {
  COMB_STR_ACCESS_WAY, COMB_STR_KEY, OPEN_WAY, SERVICE_FRAME_SIZE, openingFor, popupFeatures, readCombStr,
  resolveOpenableUrl, serviceAddress, withCombStr, type Opening,
} from './open-way';
