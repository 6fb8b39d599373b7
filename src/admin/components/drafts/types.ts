import type { z } from 'zod/mini';
import type { StudioCalls } from '../../../shared/api/catalogue/studio-config';
import type { CallResult } from '../../../shared/api/catalogue/define-call';

/**
 * An area's draft-and-publish calls: all a draft bar needs from its page. They go through the studio's
 * DataProvider (its `send` method), so every area shares one QueryClient cache.
 */
export interface DraftArea<B extends z.core.$ZodType = z.core.$ZodType, P extends z.core.$ZodType = z.core.$ZodType> {
  calls: StudioCalls<B, P>;
}

export type DraftState<B extends z.core.$ZodType = z.core.$ZodType> = CallResult<StudioCalls<B>['draft']>;

/** A role the preview can be shown as. */
export interface PreviewRole {
  id: string;
  name: string;
}
