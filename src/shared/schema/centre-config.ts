import { z } from 'zod/mini';
import { directorySortSchema } from './directory';

/**
 * What the service hall, the process service centre and the application service centre show (ROUTE-06, ROUTE-08
 * serviceHallConfig, processServiceCenterConfig, applicationServiceCenterConfig): a title and subtitle ('' keeps
 * the portal's own words), which filters and the shelf-label tabs show, the default sort, and the services pinned
 * above the list in order. Each centre is its own draft area (ADR 009) granted by its own menu entry.
 */

export const CENTRES = ['hall', 'PROCESS', 'APPLICATION'] as const;
const centreSchema = z.enum(CENTRES);
export type Centre = z.infer<typeof centreSchema>;

export const MAX_PINNED_SERVICES = 12;

const text = (max: number, label: string) => z.string().check(z.trim(), z.maxLength(max, `${label}不能超过 ${max} 个字符`));

const centreFiltersSchema = z.object({
  dept: z.boolean(),
  scene: z.boolean(),
  type: z.boolean(),
  /** Online / offline handling (OPEN-05). */
  processType: z.boolean(),
});
export type CentreFilters = z.infer<typeof centreFiltersSchema>;

export const centreDocumentSchema = z.object({
  title: text(20, '页面标题'),
  subtitle: text(100, '页面说明'),
  filters: centreFiltersSchema,
  showShelfTabs: z.boolean(),
  defaultSort: directorySortSchema,
  pinnedServiceIds: z.array(z.string().check(z.minLength(1), z.maxLength(32))).check(
    z.maxLength(MAX_PINNED_SERVICES, `置顶服务最多 ${MAX_PINNED_SERVICES} 个`),
    z.refine((ids) => new Set(ids).size === ids.length, '置顶服务重复'),
  ),
});
export type CentreDocument = z.infer<typeof centreDocumentSchema>;

/** What a centre shows before anything is published: the portal as it was built. */
export const DEFAULT_CENTRE_DOCUMENT: CentreDocument = {
  title: '', subtitle: '', filters: { dept: true, scene: true, type: true, processType: true }, showShelfTabs: true, defaultSort: 'default', pinnedServiceIds: [],
};

/** A pinned service as the portal and the studio show it. */
export const pinnedServiceSchema = z.object({ serviceId: z.string(), serviceName: z.string(), deptName: z.string() });
export type PinnedService = z.infer<typeof pinnedServiceSchema>;

/** The published config as a centre page reads it: pinned services are those the caller may see, in order. */
export const centreViewSchema = z.extend(z.omit(centreDocumentSchema, { pinnedServiceIds: true }), { pinned: z.array(pinnedServiceSchema) });
export type CentreView = z.infer<typeof centreViewSchema>;

export const centreViewRequestSchema = z.object({ centre: centreSchema });

/** The studio's form: everything but the pinned list, which has its own order call. */
export const centreSettingsSchema = z.omit(centreDocumentSchema, { pinnedServiceIds: true });
export type CentreSettings = z.infer<typeof centreSettingsSchema>;

export const pinnedOrderSchema = z.object({
  ids: centreDocumentSchema.shape.pinnedServiceIds,
});

export const serviceOptionsRequestSchema = z.object({ keyword: z._default(text(50, '搜索关键词'), '') });
