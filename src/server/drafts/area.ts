import type { z } from 'zod/mini';
import type { Queryable, Tx } from '../db/client';
import type { ConfigArea } from '../../shared/schema/studio-config';

/**
 * What one configuration area plugs into the generic draft/version store (ADR 009). The store never knows the
 * document's shape; the area knows nothing of drafts, versions or the audit log.
 */
export interface ConfigAreaDef<D, P> {
  area: ConfigArea;
  /** The configuration menu that grants the area's draft, publish, history, rollback, preview and audit calls. */
  menu: string;
  /** The area's shared schema: every draft edit and every stored body passes it. */
  schema: z.core.$ZodType<D>;
  /** The live state as a document: the first draft and the first (baseline) version start from it. */
  readLive(db: Queryable, tenantId: string): Promise<D>;
  /** Writes a published body into the live tables the portal reads, inside the publishing transaction. */
  materialise(tx: Tx, tenantId: string, body: D): Promise<void>;
  /** What the portal would answer a user of `roleId` if `body` were live. */
  preview(db: Queryable, tenantId: string, body: D, roleId: string): Promise<P>;
}

/** Who makes a change, as the audit log and the versions name them. */
export interface Actor {
  tenantId: string;
  userId: string;
  name: string;
}
