import "server-only";
import { Fragment } from "react";
import type { Lang } from "@/components/i18n/languages";
import { Parser } from "@/vendor/budoux/parser";
import { model as japanese } from "@/vendor/budoux/models/ja";
import styles from "./checkin-page.module.css";

// Japanese writes no spaces, so a browser may break a line between any two characters: the
// finished banner broke inside どうぞ ("どう / ぞ", issue 33). BudouX (vendor/budoux) finds the
// phrases on the server; the text goes out with a <wbr> between them, in a span that breaks only
// there (keep-all), unless one phrase is wider than the screen (overflow-wrap: anywhere). Server
// only: the guest's phone downloads no model. Chromium's own `word-break: auto-phrase`
// (checkin-page.module.css) does the same there; this serves Safari and Firefox too. Chinese is
// left to the browser: it breaks between any two characters by convention, and BudouX's Chinese
// models split our short sentences inside a word (住宿愉 / 快).

let japaneseParser: Parser | undefined;

/** Closing punctuation never starts a line (kinsoku): a phrase that begins with it joins the one before. */
const CLOSING = /^[、。，．！？」』）】〕〉》ー…！？)\]]/u;

/** The phrases of `text` in `lang`; the whole text as one in any language but Japanese. */
export function phrasesOf(text: string, lang: Lang): string[] {
  if (lang !== "ja") return [text];
  japaneseParser ??= new Parser(japanese);
  const phrases: string[] = [];
  for (const phrase of japaneseParser.parse(text)) {
    if (phrases.length > 0 && CLOSING.test(phrase)) phrases[phrases.length - 1] += phrase;
    else phrases.push(phrase);
  }
  return phrases;
}

/** `text` that breaks between its phrases only, in Japanese; as it is otherwise. */
export function Phrases({ text, lang }: { text: string; lang: Lang }) {
  const phrases = phrasesOf(text, lang);
  if (phrases.length < 2) return text;
  return (
    <span className={styles.phrases}>
      {phrases.map((phrase, index) => (
        <Fragment key={index}>
          {index > 0 ? <wbr /> : null}
          {phrase}
        </Fragment>
      ))}
    </span>
  );
}
