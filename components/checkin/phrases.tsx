import "server-only";
import { Fragment } from "react";
import type { Lang } from "@/i18n/languages";
import { Parser } from "@/vendor/budoux/parser";
import { model as japanese } from "@/vendor/budoux/models/ja";
import styles from "@/components/guest-form/checkin-page.module.css";

// Japanese and Chinese write no spaces, so a browser may break a line between any two
// characters: the Japanese finished banner broke inside どうぞ ("どう / ぞ"), the Chinese one
// inside 愉快 ("愉 / 快", issue 33). The server splits the text and sends it with a <wbr> between
// the pieces, in a span that breaks only there (keep-all), unless one piece is wider than the
// screen (overflow-wrap: anywhere). Japanese by phrases (BudouX, vendor/budoux: "どうぞ /
// ごゆっくり / お過ごしください。"); Chinese by words (ICU's dictionary through
// Intl.Segmenter: "祝 / 您 / 住宿 / 愉快！"), as BudouX's Chinese models split our short sentences
// inside a word (住宿愉 / 快). Server only: the guest's phone downloads no model. Chromium's own
// `word-break: auto-phrase` (checkin-page.module.css) does the same for Japanese there; this
// serves Safari, Firefox and Chinese too.

let japaneseParser: Parser | undefined;

/** Closing punctuation never starts a line (kinsoku): a piece that begins with it joins the one before. */
const CLOSING = /^[、。，．！？」』）】〕〉》ー…：；)\]!?,.:;]/u;

function piecesOf(text: string, lang: Lang): string[] {
  if (lang === "ja") return (japaneseParser ??= new Parser(japanese)).parse(text);
  if (lang === "zh-CN" || lang === "zh-TW")
    return [...new Intl.Segmenter(lang, { granularity: "word" }).segment(text)].map((piece) => piece.segment);
  return [text];
}

/** Where `text` may break in `lang`: its phrases (Japanese), its words (Chinese), else the whole text as one. */
export function phrasesOf(text: string, lang: Lang): string[] {
  const phrases: string[] = [];
  for (const piece of piecesOf(text, lang)) {
    if (phrases.length > 0 && CLOSING.test(piece)) phrases[phrases.length - 1] += piece;
    else phrases.push(piece);
  }
  return phrases;
}

/** `text` that breaks only between its phrases (Japanese) or words (Chinese); as it is otherwise. */
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
