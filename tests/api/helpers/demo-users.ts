import { createTestPortal, type PortalTarget, type TestPortal } from '../../support/portal-client';

/** The demo's teacher and student (README, demo accounts), as the per-user API tests sign them in. */
export const DEMO_USERS = { teacher: 'Teacher@123', student: 'Student@123' } as const;
export type DemoUser = keyof typeof DEMO_USERS;

/** Signs each demo user in on a portal of their own, filling `portals` and `userIds` in place (set up in beforeAll). */
export async function signInDemoUsers(target: PortalTarget, portals: Record<DemoUser, TestPortal>, userIds: Record<DemoUser, string>): Promise<void> {
  for (const account of Object.keys(DEMO_USERS) as DemoUser[]) {
    portals[account] = createTestPortal(target);
    userIds[account] = (await portals[account].signIn(account, DEMO_USERS[account])).user_id;
  }
}
