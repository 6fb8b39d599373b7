import type { Greet, RobotBaseInfo } from '../../../../shared/schema/robot';

/** China keeps UTC+8 all year: the school's hour without depending on the server's zone. */
const SHANGHAI_OFFSET_MS = 8 * 3_600_000;

/** The salutation for the hour in Asia/Shanghai at `nowMs`. */
export function salutationAt(nowMs: number): string {
  const date = new Date(nowMs + SHANGHAI_OFFSET_MS);
  const minutes = date.getUTCHours() * 60 + date.getUTCMinutes();
  if (minutes >= 5 * 60 && minutes < 9 * 60) return '早上好';
  if (minutes >= 9 * 60 && minutes < 11 * 60 + 30) return '上午好';
  if (minutes >= 11 * 60 + 30 && minutes < 13 * 60 + 30) return '中午好';
  if (minutes >= 13 * 60 + 30 && minutes < 18 * 60) return '下午好';
  return '晚上好';
}

/** aiquestion/greet: the configured robot and greeting, the salutation of the hour, and whom it greets. */
export function greetFor(config: RobotBaseInfo, nickName: string, nowMs: number): Greet {
  return { robotName: config.robotName, greeting: config.greeting, salutation: salutationAt(nowMs), userName: nickName, isOpen: config.isOpen };
}
