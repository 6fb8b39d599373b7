export { SortableList, type SortableListProps } from './SortableList';
export { SortableRow, type SortableRowProps } from './SortableRow';
export { useDragAnnouncements, type DragTexts, type NamedRow } from './use-drag-announcements';
