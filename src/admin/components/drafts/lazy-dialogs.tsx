import { lazy, Suspense } from 'react';
import type { z } from 'zod/mini';
import type { HistoryDialogProps } from './HistoryDialog';
import type { PreviewDialogProps } from './PreviewDialog';
import type { PublishDialogProps } from './PublishDialog';

/*
 * The draft bar's dialogs that open on a click, loaded then (ADR 034): history with its version picker, publish and
 * preview stay out of the chunk every configuration page loads first. Each renders nothing for the moment its
 * chunk takes; the bar's buttons stay where they are.
 */
const LazyPublish = lazy(() => import('./PublishDialog').then((m) => ({ default: m.PublishDialog })));
const LazyPreview = lazy(() => import('./PreviewDialog').then((m) => ({ default: m.PreviewDialog })));
const LazyHistory = lazy(() => import('./HistoryDialog').then((m) => ({ default: m.HistoryDialog })));

export function PublishDialog(props: PublishDialogProps) {
  return <Suspense fallback={null}><LazyPublish {...props} /></Suspense>;
}

export function PreviewDialog<P extends z.core.$ZodType>(props: PreviewDialogProps<P>) {
  return <Suspense fallback={null}><LazyPreview {...props} /></Suspense>;
}

export function HistoryDialog(props: HistoryDialogProps) {
  return <Suspense fallback={null}><LazyHistory {...props} /></Suspense>;
}
