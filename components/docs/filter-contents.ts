type ContentsEntry = { id: string; label: string; method?: string; path?: string };
export type ContentsSection = { id: string; title: string; entries: ContentsEntry[] };

/**
 * The contents that match what the reader typed: entries whose title, method or path hold every
 * word (in any case), and whole sections whose title does. Nothing typed keeps everything.
 */
export function filterContents(sections: ContentsSection[], query: string): ContentsSection[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  const matches = (text: string) => words.every((word) => text.toLowerCase().includes(word));
  return sections
    .map((section) =>
      matches(section.title)
        ? section
        : { ...section, entries: section.entries.filter((entry) => matches(`${entry.label} ${entry.method ?? ""} ${entry.path ?? ""}`)) },
    )
    .filter((section) => section.entries.length > 0 || matches(section.title));
}
