"use client";

import { useId, useMemo, useState } from "react";
import { foldForSearch } from "@/server/reference/fold-for-search";
import type { Translate } from "./message-types";
import type { ReferenceItem } from "./reference-data";
import { useAliasOptions, type PickerOption } from "./use-alias-options";
import styles from "./checkin.module.css";

const MAX_SHOWN = 60;
/** The list's max-height (.options, 16rem) and a little air. */
const LIST_ROOM_PX = 16 * 16 + 8;

/**
 * Scrolls the page so the open list fits below its input in what the screen shows (the visual
 * viewport: above the keyboard), never pushing the input off the top. The sticky save bar steps
 * aside while a list is open (checkin.module.css), so nothing covers the list. Done again once
 * when the keyboard opening shrinks the viewport.
 */
function revealListBelow(input: HTMLElement) {
  const reveal = () => {
    if (document.activeElement !== input) return;
    const viewport = window.visualViewport;
    const bottom = (viewport?.height ?? window.innerHeight) + (viewport?.offsetTop ?? 0);
    const box = input.getBoundingClientRect();
    const short = box.bottom + LIST_ROOM_PX - bottom;
    if (short > 0) window.scrollBy({ top: Math.min(short, box.top - 8), behavior: "instant" });
  };
  reveal();
  window.visualViewport?.addEventListener("resize", reveal, { once: true });
}

/**
 * A field the registration asks for: a star to see, and "(required)" once in what a screen
 * reader says ("Full name (required)"). The control carries no aria-required, which would make
 * it say "required" a second time.
 */
export function RequiredMark({ t }: { t: Translate }) {
  return (
    <>
      <span className={styles.requiredMark} aria-hidden="true">
        {" *"}
      </span>
      <span className={styles.visuallyHidden}> {t("requiredMark")}</span>
    </>
  );
}

/**
 * A searchable list (ARIA combobox) for countries, provinces and wards. Typing ignores case,
 * tone marks and đ ("hoan kiem" finds "Phường Hoàn Kiếm"), matching at word starts; it also
 * finds everyday country names and codes ("My", "UK") and the names of provinces and wards
 * before 2025, shown with what they became ("Phúc Xá (cũ) → Phường Hồng Hà").
 * `value` is what the form stores (a country code, or a province or ward name).
 */
export function ReferencePicker(props: {
  id: string;
  label: string;
  required?: boolean;
  items: ReferenceItem[] | undefined;
  value: string;
  valueOf(item: ReferenceItem): string;
  onChange(value: string): void;
  onBlur?(): void;
  error?: string;
  disabled?: boolean;
  disabledHint?: string;
  /** The list could not be loaded; the picker offers to try again. */
  failed?: boolean;
  onRetry?(): void;
  t: Translate;
}) {
  const { t, items } = props;
  const listId = useId();
  const [query, setQuery] = useState<string | null>(null);
  const [active, setActive] = useState(0);
  const selected = items?.find((item) => props.valueOf(item) === props.value);
  const shownText = query ?? selected?.name ?? props.value;

  const named = useMemo(() => {
    if (!items) return [];
    const needle = foldForSearch(query ?? "");
    if (!needle) return items.slice(0, MAX_SHOWN);
    return items.filter((item) => ` ${foldForSearch(item.name)}`.includes(` ${needle}`)).slice(0, MAX_SHOWN);
  }, [items, query]);
  const aliases = useAliasOptions(items, query, t);
  // One entry per item: an alias that only repeats a name already listed adds nothing.
  const matches = useMemo(() => {
    const seen = new Set<string>();
    const all: PickerOption[] = [...aliases.before, ...named.map((item) => ({ item, label: item.name })), ...aliases.after];
    return all.filter(({ item }) => !seen.has(item.code) && seen.add(item.code)).slice(0, MAX_SHOWN);
  }, [aliases, named]);
  const open = query !== null && !props.disabled;

  const choose = ({ item }: PickerOption) => {
    props.onChange(props.valueOf(item));
    setQuery(null);
  };
  const errorId = `${props.id}-error`;

  return (
    <div className={styles.field}>
      <label htmlFor={props.id}>
        {props.label}
        {props.required ? <RequiredMark t={t} /> : null}
      </label>
      <div className={styles.combo}>
        <input
          id={props.id}
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={listId}
          aria-activedescendant={open && matches[active] ? `${listId}-${active}` : undefined}
          aria-invalid={props.error ? true : undefined}
          aria-describedby={props.error ? errorId : undefined}
          autoComplete="off"
          disabled={props.disabled}
          placeholder={props.disabled ? props.disabledHint : t("searchPlaceholder")}
          value={shownText}
          onFocus={(event) => {
            setQuery("");
            revealListBelow(event.currentTarget);
          }}
          onChange={(event) => {
            setQuery(event.target.value);
            setActive(0);
          }}
          onKeyDown={(event) => {
            if (event.key === "ArrowDown") {
              event.preventDefault();
              setActive((index) => Math.min(index + 1, matches.length - 1));
            } else if (event.key === "ArrowUp") {
              event.preventDefault();
              setActive((index) => Math.max(index - 1, 0));
            } else if (event.key === "Enter" && open) {
              event.preventDefault();
              if (matches[active]) choose(matches[active]);
            } else if (event.key === "Escape") {
              setQuery(null);
            }
          }}
          onBlur={() => {
            setQuery(null);
            props.onBlur?.();
          }}
        />
        {props.value && !props.disabled ? (
          <button
            type="button"
            className={styles.clearButton}
            aria-label={`${t("clear")}: ${props.label}`}
            onClick={() => props.onChange("")}
          >
            ×
          </button>
        ) : null}
      </div>
      <ul id={listId} role="listbox" aria-label={props.label} className={styles.options} hidden={!open || matches.length === 0}>
        {open
          ? matches.map((option, index) => (
              <li
                key={option.item.code}
                id={`${listId}-${index}`}
                role="option"
                aria-selected={index === active}
                className={styles.option}
                // mousedown would blur the input first and close the list before the click lands.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => choose(option)}
              >
                {option.label}
              </li>
            ))
          : null}
      </ul>
      {open && !props.failed && (!items || matches.length === 0) ? (
        <p className={styles.optionNote} role="status">
          {items && !aliases.pending ? t("noMatch") : t("loading")}
        </p>
      ) : null}
      {props.failed ? (
        <p className={styles.error} role="alert">
          {t("listFailed")}{" "}
          <button type="button" className={styles.link} onClick={props.onRetry}>
            {t("retry")}
          </button>
        </p>
      ) : null}
      {props.error ? (
        <p id={errorId} className={styles.error}>
          {props.error}
        </p>
      ) : null}
    </div>
  );
}
