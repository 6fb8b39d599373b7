import { z } from 'zod/mini';

/**
 * The demo's generic service pages (ADR 031): which demo services the sample business system
 * (examples/leave-system) serves a page for, and the key it records their applications with. The portal's demo seed
 * writes this file beside the leave system's credentials at every start; the sample reads it. Nothing else uses it.
 */

/** How the demo catalogue addresses a service: a flow's form, an application system, an offline service's guide. */
const DEMO_PAGE_KINDS = ['flow', 'app', 'guide'] as const;

const demoServiceEntrySchema = z.object({
  /** The code in the service's address (`/flow/start?serviceCode=…`, `/app/…/index.html`, `/guide/detail?serviceCode=…`). */
  code: z.string().check(z.regex(/^[a-z0-9-]{1,40}$/)),
  kind: z.enum(DEMO_PAGE_KINDS),
  serviceId: z.string(),
  serviceName: z.string(),
  deptName: z.string(),
  /** Where to ask: the department's phone. */
  contact: z.string(),
  /** Where an offline service is handled. */
  location: z.string(),
});
export type DemoServiceEntry = z.infer<typeof demoServiceEntrySchema>;

export const demoServicesFileSchema = z.object({
  /** The origin the demo addresses were last pointed at (the seed rewrites from it when the sample moves). */
  baseUrl: z.string(),
  keyId: z.string(),
  secret: z.string(),
  services: z.array(demoServiceEntrySchema),
});

/** The file's name under `DATA_DIR/leave-system/`. */
export const DEMO_SERVICES_FILE = 'demo-services.json';
