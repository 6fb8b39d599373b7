import { useId, useState, type ReactNode } from 'react';

/** A disclosure: the button says what it shows; the region is rendered (and so loaded) only once opened. */
export function Expander({ initiallyOpen = false, showLabel, hideLabel, regionLabel, children }: {
  initiallyOpen?: boolean;
  showLabel: string;
  hideLabel: string;
  regionLabel: string;
  children: ReactNode;
}) {
  const id = useId();
  const [open, setOpen] = useState(initiallyOpen);
  return (
    <>
      <button type="button" className="tl-button tl-expander" aria-expanded={open} aria-controls={id} onClick={() => setOpen((o) => !o)}>
        {open ? hideLabel : showLabel}
      </button>
      {open ? <section id={id} className="tl-linked" aria-label={regionLabel}>{children}</section> : null}
    </>
  );
}
