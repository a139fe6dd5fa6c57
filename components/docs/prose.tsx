import { Fragment } from "react";

/**
 * A description of the document. They are written with `code` spans and blank lines between
 * paragraphs and nothing more, so that is all this renders: never HTML from the document.
 */
export function Prose({ text, className }: { text: string | undefined; className?: string }) {
  if (!text) return null;
  return text.split(/\n{2,}/).map((paragraph, index) => (
    <p key={index} className={className}>
      <InlineText text={paragraph} />
    </p>
  ));
}

/** One line of a description: its `code` spans as <code>. */
export function InlineText({ text }: { text: string }) {
  return text
    .split(/`([^`]+)`/)
    .map((part, index) => (index % 2 === 1 ? <code key={index}>{part}</code> : <Fragment key={index}>{part}</Fragment>));
}
