// The one translator of the guest page and the desk. Kept tiny and free of tables: the guest
// page's browser bundle imports it, and receives only its language's table as a prop.

import { koreanParticle, PARTICLE_PAIR_PATTERN } from "./korean-particles";

export { localeOf, type Lang } from "./languages";

type PluralForm = "zero" | "one" | "two" | "few" | "many";
type PluralKey<Key extends string> = `${Key}_${PluralForm}`;

/**
 * One language's table: its Intl `locale`, every key's message (for a message that depends on a
 * `{count}`, its "other" form), and, in a language that has them, the other plural forms beside
 * it (`nights_one`). Vietnamese has one form for every count, so its table has none.
 */
export type MessageTable<Key extends string> = { locale: string } & Record<Key, string> & Partial<Record<PluralKey<Key>, string>>;

export type Translator<Key extends string> = (key: Key, values?: Record<string, string | number>) => string;

/** After a placeholder, a Korean particle pair (`{property}을(를)`) to choose once the value is known. */
const PLACEHOLDER = new RegExp(`\\{(\\w+)\\}(${PARTICLE_PAIR_PATTERN})?`, "g");

/**
 * Fills in {placeholders}; a numeric `count` picks the plural form by Intl.PluralRules of the
 * table's locale; a Korean particle pair after a placeholder becomes the one its value takes
 * (korean-particles.ts).
 */
export function translatorFor<Key extends string>(table: MessageTable<Key>): Translator<Key> {
  const plural = new Intl.PluralRules(table.locale);
  const forms = table as unknown as Record<string, string | undefined>;
  return (key, values) => {
    const count = values?.count;
    const form = typeof count === "number" ? forms[`${key}_${plural.select(count)}`] : undefined;
    const text = form ?? forms[key] ?? key;
    return text.replace(PLACEHOLDER, (whole, name: string, pair: string | undefined) => {
      if (!values || !(name in values)) return whole;
      const value = String(values[name]);
      return pair ? value + koreanParticle(value, pair) : value;
    });
  };
}
