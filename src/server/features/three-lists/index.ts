/** The three-lists feature's public surface: all another feature may import from it (eslint.config.js forbids its other modules). */
export { deptDutyArea } from './config/dept-duties/area';
export { listDepartments } from './config/dept-duties/services/departments';
export { pageDeptRows, pageDutyRows } from './config/dept-duties/services/pages';
