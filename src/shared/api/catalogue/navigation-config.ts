import { z } from 'zod/mini';
import { defineCall } from './define-call';
import { defineStudioCalls } from './studio-config';
import {
  navigationByIdSchema, navigationConfigItemSchema, navigationDocumentSchema, navigationIdentitySchema,
  navigationOrderSchema, navigationPreviewSchema, navigationSubmitSchema,
} from '../../schema/navigation-config';

/**
 * The studio's navigation configuration (menu addNavigation, checked on the server). The spec's calls edit the
 * draft; the portal sees a change only once it is published through `navigationStudio.publish`.
 */

const BP = '/api/blade-platform';
const saved = z.object({ id: z.string() });

/** SHELL-07's left list: the draft's entries in order; isAuto 1 is the 已启用 marker. */
export const navigationConfigList = defineCall({
  name: 'navigationConfigList', method: 'POST', path: `${BP}/indexnavigationconfig/list`,
  request: z.object({}), response: z.array(navigationConfigItemSchema),
});

/** Adds a custom navigation (no id; SHELL-08 caps them at 6) or changes one. */
export const navigationConfigSubmit = defineCall({
  name: 'navigationConfigSubmit', method: 'POST', path: `${BP}/indexnavigationconfig/submit`,
  request: navigationSubmitSchema, response: saved,
});

/** Removes a custom navigation; built-in ones can only be disabled. */
export const navigationConfigRemove = defineCall({
  name: 'navigationConfigRemove', method: 'POST', path: `${BP}/indexnavigationconfig/remove`,
  request: navigationByIdSchema, response: z.null(),
});

export const applyNavigationDetail = defineCall({
  name: 'applyNavigationDetail', method: 'POST', path: `${BP}/platformapplynavigation/detail`,
  request: navigationByIdSchema, response: navigationConfigItemSchema,
});

/** The detail form's save: changes an existing entry (id required). */
export const applyNavigationSubmit = defineCall({
  name: 'applyNavigationSubmit', method: 'POST', path: `${BP}/platformapplynavigation/submit`,
  request: z.extend(navigationSubmitSchema, { id: navigationByIdSchema.shape.id }), response: saved,
});

/** Every role of the tenant (an identity) and whether it sees the entry. */
export const applyNavigationIdentities = defineCall({
  name: 'applyNavigationIdentities', method: 'POST', path: `${BP}/platformapplynavigation/identity/card/list`,
  request: navigationByIdSchema, response: z.array(navigationIdentitySchema),
});

/** The order of the whole navigation (drag-to-order): every entry's id exactly once. */
export const applyNavigationOrder = defineCall({
  name: 'applyNavigationOrder', method: 'POST', path: `${BP}/platformapplynavigation/navigationConfig`,
  request: navigationOrderSchema, response: z.array(navigationConfigItemSchema),
});

/** Draft status, publish, history, versions, compare, rollback, preview as a role and the audit log of navigation. */
export const navigationStudio = defineStudioCalls('navigation', navigationDocumentSchema, navigationPreviewSchema);
