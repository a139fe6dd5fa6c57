import "server-only";
import { Fragment } from "react";
import type { Lang } from "@/components/i18n/languages";
import { Parser } from "@/vendor/budoux/parser";
import { model as japanese } from "@/vendor/budoux/models/ja";
import { model as simplifiedChinese } from "@/vendor/budoux/models/zh-hans";
import { model as traditionalChinese } from "@/vendor/budoux/models/zh-hant";
import styles from "./checkin-page.module.css";

// Japanese and Chinese write no spaces, so a browser may break a line between any two
// characters: the Japanese finished banner broke inside どうぞ ("どう / ぞ", issue 33). BudouX
// (vendor/budoux) finds the phrases on the server; the text goes out with a <wbr> between them,
// in a span that breaks only there (keep-all), unless one phrase is wider than the screen
// (overflow-wrap: anywhere). Server only: the guest's phone downloads no model. Chromium's own
// `word-break: auto-phrase` (checkin-page.module.css) does the same for Japanese there; this
// serves Safari, Firefox and Chinese too.

const MODELS = { ja: japanese, "zh-CN": simplifiedChinese, "zh-TW": traditionalChinese } as const;
type PhrasedLang = keyof typeof MODELS;
const parsers = new Map<PhrasedLang, Parser>();

function parserOf(lang: Lang): Parser | undefined {
  if (!(lang in MODELS)) return undefined;
  const phrased = lang as PhrasedLang;
  let parser = parsers.get(phrased);
  if (!parser) parsers.set(phrased, (parser = new Parser(MODELS[phrased])));
  return parser;
}

/** The phrases of `text` in `lang`; the whole text as one for a language that spaces its words. */
export function phrasesOf(text: string, lang: Lang): string[] {
  const parser = parserOf(lang);
  return parser ? parser.parse(text) : [text];
}

/** `text` that breaks between its phrases only, in Japanese and Chinese; as it is otherwise. */
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
