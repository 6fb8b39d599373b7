import type { ResourceRegistry } from '../data-provider/create-data-provider';
import { cardTypes } from './card-types';
import { navigation } from '../pages/navigation';
import { cards } from './cards';
import { cardColumns } from './card-columns';
import { preLogin } from '../pages/prelogin';
import { themes } from '../pages/theme';
import { efficiencyConfig } from '../pages/efficiency';
import { duties, dutyDepts } from '../pages/duties';
import { helpAndFeedback } from '../pages/help';

/** Every resource of the studio; each folder exports its pages and its calls. */
export const RESOURCES = [cardTypes, cards, cardColumns, navigation, preLogin, themes, helpAndFeedback, duties, dutyDepts, efficiencyConfig] as const;

export const RESOURCE_CALLS: ResourceRegistry = Object.fromEntries(RESOURCES.map((r) => [r.name, r.calls]));
