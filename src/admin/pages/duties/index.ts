import AssignmentIcon from '@mui/icons-material/Assignment';
import ApartmentIcon from '@mui/icons-material/Apartment';
import { dutyCalls, dutyDeptCalls } from './calls';
import { lazyPage } from '../../routing/lazy-page';

/**
 * The department duty lists (menu deptResponsibilityListConfig, ADR 009 area deptDuties). The resource name
 * `duties` is what the spreadsheet import and export name; keep it stable.
 */
export const duties = {
  name: 'duties',
  list: lazyPage(() => import('./DutyPage'), 'DutyPage'),
  create: lazyPage(() => import('./DutyEdit'), 'DutyCreate'),
  edit: lazyPage(() => import('./DutyEdit'), 'DutyEdit'),
  icon: AssignmentIcon,
  recordRepresentation: 'dutyName',
  calls: dutyCalls,
} as const;

/** The departments' contact details (ospDeptInfo page/update), the entry's second tab. */
export const dutyDepts = {
  name: 'dutyDepts',
  list: lazyPage(() => import('./DutyPage'), 'DeptInfoPage'),
  create: undefined,
  edit: lazyPage(() => import('./DeptInfo'), 'DeptInfoEdit'),
  icon: ApartmentIcon,
  recordRepresentation: 'deptName',
  calls: dutyDeptCalls,
} as const;
