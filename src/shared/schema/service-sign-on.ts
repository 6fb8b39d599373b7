import { z } from 'zod/mini';

/**
 * OPEN-02: the user's combination value (combStr) and the combined sign-in of a micro service with it. The portal
 * hands a signed-in user a short-lived combStr; a service opened with accessWay '5' gets it in its address and
 * trades it, server to server, for who the user is (combLoginToMicroService). It names the user's SSO session, so
 * signing out of the portal ends it too.
 */

/** A combStr: `v1.<payload>.<signature>`, base64url parts; nothing else is ever looked up. */
const combStrSchema = z.string().check(z.minLength(10), z.maxLength(400), z.regex(/^v1\.[\w-]+\.[\w-]+$/));

/** Seconds a combStr stays valid; the portal fetches a fresh one well before (COMB_STR_REFRESH_SECONDS). */
export const COMB_STR_LIFETIME_SECONDS = 15 * 60;
export const COMB_STR_REFRESH_SECONDS = 5 * 60;

export const combStrAnswerSchema = z.object({
  combStr: z.string(),
  /** Seconds until it expires. */
  expiresIn: z.number().check(z.int(), z.positive()),
});


export const combLoginRequestSchema = z.object({ combStr: combStrSchema });

/** Who the combStr names, and the colour of the theme the user sees in the portal (so the service can match it). */
export const combLoginAnswerSchema = z.object({
  userId: z.string(),
  account: z.string(),
  realName: z.string(),
  /** 'student', 'teacher', 'admin' … (roles.role_type). */
  roleType: z.string(),
  deptName: z.string(),
  themeColor: z.string().check(z.regex(/^#[0-9a-fA-F]{6}$/)),
});
export type CombLoginAnswer = z.infer<typeof combLoginAnswerSchema>;
