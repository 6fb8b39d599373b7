import './texts';

/** The service detail dialog (OPEN-04) the directory and the pre-login page open; inside a ServiceOpenerProvider. */
export { ServiceDetailDialog, type ServiceDetailDialogProps } from './ServiceDetailDialog';
export type { DetailTab } from './DetailTabs';
export { hallDetailHref, signInForServiceHref } from './sign-in-href';
