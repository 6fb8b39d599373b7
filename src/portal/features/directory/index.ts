/** The service centres and the service hall (ROUTE-06): /applicationServiceCenter, /processServiceCenter, /serviceHall. */
export { ServiceCentrePage } from './ServiceCentrePage';
