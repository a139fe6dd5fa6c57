"use client";

import { useId, useState, useSyncExternalStore } from "react";
import styles from "./api-reference.module.css";
import { filterContents, type ContentsSection } from "./filter-contents";
import { MethodBadge } from "./method-badge";

// The width from which the contents are a sidebar, always open (api-reference.module.css).
const WIDE = "(min-width: 960px)";
const subscribeToWidth = (onChange: () => void) => {
  const query = window.matchMedia(WIDE);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
};

/**
 * The page's table of contents, with a filter: typing `webhook`, `POST` or part of a path keeps
 * the entries whose title, method or path hold every word typed. Rendered on the server whole, so
 * it works as plain links before (and without) JavaScript. On a phone it folds into "Contents";
 * on a wide screen the stylesheet shows it unfolded from the first paint, and once this runs the
 * fold is open for real too, so assistive technology sees what is shown.
 */
export function ContentsNav({ sections }: { sections: ContentsSection[] }) {
  const [query, setQuery] = useState("");
  const [unfolded, setUnfolded] = useState(false);
  const wide = useSyncExternalStore(
    subscribeToWidth,
    () => window.matchMedia(WIDE).matches,
    () => false,
  );
  const inputId = useId();
  const shown = filterContents(sections, query);
  const count = shown.reduce((sum, section) => sum + section.entries.length, 0);

  return (
    <nav aria-label="Contents" className={styles.contents}>
      <details className={styles.contentsFold} open={wide || unfolded} onToggle={(event) => setUnfolded(event.currentTarget.open)}>
        <summary>Contents</summary>
        <label htmlFor={inputId} className={styles.filterLabel}>
          Find an operation or schema
        </label>
        <input
          id={inputId}
          type="search"
          className={styles.filter}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          autoComplete="off"
          spellCheck={false}
        />
        <p role="status" className={styles.filterStatus}>
          {query.trim() !== "" && (count === 0 ? "Nothing matches." : `${count} ${count === 1 ? "match" : "matches"}`)}
        </p>
        <ul className={styles.contentsList}>
          {shown.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`} className={styles.contentsSection}>
                {section.title}
              </a>
              {section.entries.length > 0 && (
                <ul>
                  {section.entries.map((entry) => (
                    <li key={entry.id}>
                      <a href={`#${entry.id}`} className={styles.contentsEntry}>
                        {entry.method && <MethodBadge method={entry.method} />}
                        <span>{entry.label}</span>
                      </a>
                    </li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ul>
      </details>
    </nav>
  );
}
