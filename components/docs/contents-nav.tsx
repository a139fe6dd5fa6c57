"use client";

import { useId, useState } from "react";
import styles from "./api-reference.module.css";
import { filterContents, type ContentsSection } from "./filter-contents";
import { MethodBadge } from "./method-badge";

/**
 * The page's table of contents, with a filter: typing `webhook`, `POST` or part of a path keeps
 * the entries whose title, method or path hold every word typed. Rendered on the server whole, so
 * it works as plain links before (and without) JavaScript. On a phone it folds into "Contents".
 */
export function ContentsNav({ sections }: { sections: ContentsSection[] }) {
  const [query, setQuery] = useState("");
  const inputId = useId();
  const shown = filterContents(sections, query);
  const count = shown.reduce((sum, section) => sum + section.entries.length, 0);

  return (
    <nav aria-label="Contents" className={styles.contents}>
      <details className={styles.contentsFold}>
        <summary>Contents</summary>
        <label htmlFor={inputId} className={styles.filterLabel}>
          Find an operation or schema
        </label>
        <input id={inputId} type="search" className={styles.filter} value={query} onChange={(event) => setQuery(event.target.value)} autoComplete="off" spellCheck={false} />
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
