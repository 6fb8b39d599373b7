import './texts';

/** Service guides (办事指南): one service's structured, printable guide, and the search over all guides. */
export { ServiceGuideView, type ServiceGuideViewProps } from './ServiceGuideView';
export { GuideSearch } from './GuideSearch';
