/** The department tree of the studio (getDeptTree / getDeptTreePower) as a keyboard-usable WAI-ARIA tree. */
export { DeptTree } from './DeptTree';
