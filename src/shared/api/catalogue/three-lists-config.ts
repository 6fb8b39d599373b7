import { defineStudioCalls } from './studio-config';
import { tripleListConfigSchema } from '../../schema/three-lists';

/**
 * The three lists' page configuration as a draft area (ADR 009, menu threeListsConfig): `tripleList/saveConfig`
 * (./three-lists) edits the draft; `nobody/preLogin/tripleList/getConfig` answers the published version. The draft
 * itself is read through the area's `draft` call; the preview is what getConfig would answer.
 */
export const threeListsStudio = defineStudioCalls('threeLists', tripleListConfigSchema, tripleListConfigSchema);
