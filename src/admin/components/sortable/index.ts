export { SortableList } from './SortableList';
export { SortableRow } from './SortableRow';
export { useDragAnnouncements, type DragTexts } from './use-drag-announcements';
