/** Opening service items and links (OPEN-01 … OPEN-03). */
export { ServiceOpenerProvider } from './ServiceOpenerProvider';
export { CombStrKeeper } from './CombStrKeeper';
export { useServiceOpener } from './service-opener-context';
export {
  COMB_STR_KEY, OPEN_WAY, SERVICE_FRAME_SIZE, openingFor, popupFeatures, readCombStr, resolveOpenableUrl, serviceAddress,
  withCombStr,
} from './open-way';
export { checkAddress, unreachableText } from './address-check';
