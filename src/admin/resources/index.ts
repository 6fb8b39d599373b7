import type { ResourceRegistry } from '../data-provider/create-data-provider';
import { cardTypes } from './card-types';
import { navigation } from '../pages/navigation';
import { cards } from './cards';
import { cardColumns } from './card-columns';
import { preLogin } from '../pages/prelogin';
import { themes } from '../pages/theme';
import { efficiencyConfig } from '../pages/efficiency';
import { duties, dutyDepts } from '../pages/duties';
import { guides } from '../pages/guides';
import { homeFooter } from '../pages/footer';
import { helpAndFeedback } from '../pages/help';
import { applicationCentre, hallCentre, processCentre } from '../pages/centres';
import { serviceCatalogue } from '../pages/service-catalogue';
import { studioUsers } from '../pages/users';
import { directorySync } from '../pages/directory-sync';
import { schoolSignIn } from '../pages/school-sign-in';
import { businessSystems } from '../pages/business-systems';

/** Every resource of the studio; each folder exports its pages and its calls. */
export const RESOURCES = [cardTypes, cards, cardColumns, navigation, preLogin, themes, helpAndFeedback, hallCentre, processCentre, applicationCentre, duties, dutyDepts, efficiencyConfig, guides, homeFooter, serviceCatalogue, studioUsers, directorySync, schoolSignIn, businessSystems] as const;

export const RESOURCE_CALLS: ResourceRegistry = Object.fromEntries(RESOURCES.map((r) => [r.name, r.calls]));
