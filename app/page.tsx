import Link from "next/link";
import styles from "./home.module.css";

export default function HomePage() {
  return (
    <main className={styles.page}>
      <h1>Lodging</h1>
      <p>Partner API, online check-in and front desk for hotels, homestays and serviced apartments.</p>
      <ul className={styles.links}>
        <li>
          <Link href="/docs">API reference</Link>: every endpoint of <code>/api/v1</code>, generated from the schemas that validate the
          requests.
        </li>
        <li>
          <a href="/api/v1/openapi.json">OpenAPI 3.1 document</a>
        </li>
      </ul>
    </main>
  );
}
