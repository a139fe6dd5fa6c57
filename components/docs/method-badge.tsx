import styles from "./api-reference.module.css";

/** GET, POST, DELETE...: a colour of its own for each, and always the word, never colour alone. */
export function MethodBadge({ method }: { method: string }) {
  return <span className={`${styles.method} ${styles[`method-${method}`] ?? ""}`}>{method.toUpperCase()}</span>;
}
