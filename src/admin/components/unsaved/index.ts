export { UnsavedChangesProvider, WarnUnsaved, anyDirty, useGuardedLeave, useUnsavedChanges } from './unsaved-changes';
