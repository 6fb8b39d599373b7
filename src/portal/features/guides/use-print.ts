import { useCallback, useEffect, useState } from 'react';

/** The class on <html> while a guide is being printed: the print style sheet then shows only the print copy. */
const PRINTING_CLASS = 'gd-printing';

/**
 * Printing one guide from wherever it is shown (a scrolling dialog clips what it holds): `printing` asks the caller
 * to render a print copy on <body>; once it is there, the browser's print runs, and afterwards it all goes away.
 */
export function usePrint(): { printing: boolean; print: () => void } {
  const [printing, setPrinting] = useState(false);
  const print = useCallback(() => setPrinting(true), []);

  useEffect(() => {
    if (!printing) return;
    const root = document.documentElement;
    const finish = (): void => {
      root.classList.remove(PRINTING_CLASS);
      setPrinting(false);
    };
    root.classList.add(PRINTING_CLASS);
    // Some browsers return from print() at once and fire afterprint when the dialog closes; others block.
    window.addEventListener('afterprint', finish, { once: true });
    window.print();
    return () => {
      window.removeEventListener('afterprint', finish);
      root.classList.remove(PRINTING_CLASS);
    };
  }, [printing]);

  return { printing, print };
}
