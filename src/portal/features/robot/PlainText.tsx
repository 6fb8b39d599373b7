/**
 * An answer from the knowledge base: plain text whose paragraphs are separated by line breaks. Rendered as text
 * nodes, one paragraph each, never as HTML, so whatever an administrator typed cannot become markup.
 */
export function PlainText({ text, className }: { text: string; className?: string }) {
  const paragraphs = text.split(/\r?\n/).filter((line) => line.trim() !== '');
  return (
    <div className={className}>
      {paragraphs.map((line, i) => <p key={i}>{line}</p>)}
    </div>
  );
}
