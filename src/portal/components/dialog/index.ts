/** The portal's one dialog on the native <dialog> element (ADR 021). */
export { Dialog, type DialogProps, type DialogSize } from './Dialog';
export { dialogStack } from './dialog-stack';
