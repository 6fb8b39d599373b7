/** The portal's one dialog on the native <dialog> element (ADR 021). */
export { Dialog, type DialogProps } from './Dialog';
export { dialogStack } from './dialog-stack';
