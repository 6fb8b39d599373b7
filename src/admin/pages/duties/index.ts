import AssignmentIcon from '@mui/icons-material/Assignment';
import ApartmentIcon from '@mui/icons-material/Apartment';
import { dutyCalls, dutyDeptCalls } from './calls';
import { DeptInfoEdit } from './DeptInfo';
import { DutyCreate, DutyEdit } from './DutyEdit';
import { DeptInfoPage, DutyPage } from './DutyPage';

/**
 * The department duty lists (menu deptResponsibilityListConfig, ADR 009 area deptDuties). The resource name
 * `duties` is what the spreadsheet import and export name; keep it stable.
 */
export const duties = {
  name: 'duties',
  list: DutyPage,
  create: DutyCreate,
  edit: DutyEdit,
  icon: AssignmentIcon,
  recordRepresentation: 'dutyName',
  calls: dutyCalls,
} as const;

/** The departments' contact details (ospDeptInfo page/update), the entry's second tab. */
export const dutyDepts = {
  name: 'dutyDepts',
  list: DeptInfoPage,
  create: undefined,
  edit: DeptInfoEdit,
  icon: ApartmentIcon,
  recordRepresentation: 'deptName',
  calls: dutyDeptCalls,
} as const;
