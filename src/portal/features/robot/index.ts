import './texts';

/**
 * The help robot (issue 5): the floating launcher with its lazily loaded chat panel, for the shell and the landing
 * page, and 我的反馈 for the personal centre. Both load their bulk on demand.
 */
export { RobotLauncher } from './RobotLauncher';
export { FeedbackProgress } from './FeedbackProgress';
