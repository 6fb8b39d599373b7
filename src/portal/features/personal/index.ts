import './texts';

/** The personal centre (/PersonalCenter, issue 5); the lead wires the route. */
export { PersonalCentrePage } from './PersonalCentrePage';
