/** Whose home page a card is computed for: the signed-in user, or the user an administrator previews as. */
export interface Viewer {
  userId: string;
  tenantId: string;
  account: string;
  roleId: string;
  /** 'admin' | 'teacher' | 'student' for the demo roles; decides which services' audience fits. */
  roleType: string;
}
