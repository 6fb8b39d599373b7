/** The image viewer (SHELL-03 … SHELL-06): mount the provider once, open it from anywhere below. */
export { ImageViewerProvider } from './ImageViewerProvider';
export { useImageViewer, type ViewerImage } from './image-viewer-context';
