import { createContext, useContext } from 'react';

export interface ToastApi {
  /** Shows an error toast (WRAP-13) that dismisses itself after a few seconds. */
  error(message: string): void;
  /** Shows a short confirmation (评价成功), read out politely, that dismisses itself the same way. */
  success(message: string): void;
}

export const ToastContext = createContext<ToastApi | null>(null);

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast needs a ToastProvider');
  return api;
}
