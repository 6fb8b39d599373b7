import type { z } from 'zod/mini';
import type { StudioCalls } from '../../../shared/api/catalogue/studio-config';
import type { CallResult } from '../../../shared/api/catalogue/define-call';
import type { ApiClient } from '../../../shared/api/client-types';

/** An area's draft-and-publish calls and the client that sends them: all a draft bar needs from its page. */
export interface DraftArea<B extends z.core.$ZodType = z.core.$ZodType, P extends z.core.$ZodType = z.core.$ZodType> {
  calls: StudioCalls<B, P>;
  client: ApiClient;
}

export type DraftState<B extends z.core.$ZodType = z.core.$ZodType> = CallResult<StudioCalls<B>['draft']>;

/** A role the preview can be shown as. */
export interface PreviewRole {
  id: string;
  name: string;
}

/** Every call the bar sends is silent: the bar shows the error itself, where it happened. */
export const SILENT = { silent: true } as const;
