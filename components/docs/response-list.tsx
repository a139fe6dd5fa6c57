import { Fragment } from "react";
import type { OpenAPIObject, ResponsesObject, ResponseObject } from "openapi3-ts/oas31";
import styles from "./api-reference.module.css";
import { headerAnchor } from "./collect-response-headers";
import { MediaContent } from "./media-content";
import { InlineText } from "./prose";
import { resolveRef } from "./resolve-ref";

/**
 * Every answer of an operation, one after the other: its status and meaning, the headers it
 * carries (described once, under "Response headers") and its body. A success shows its body's
 * fields and an example; an error names its schema on one line.
 */
export function ResponseList({ document, responses }: { document: OpenAPIObject; responses: ResponsesObject }) {
  return (
    <ul className={styles.responses}>
      {Object.entries(responses).map(([status, value]) => {
        const response = resolveRef<ResponseObject>(document, value);
        const success = status.startsWith("2");
        const headers = Object.keys(response.headers ?? {});
        return (
          <li key={status} className={styles.response}>
            <p className={styles.responseHead}>
              <span className={`${styles.status} ${success ? styles.statusSuccess : styles.statusError}`}>{status}</span>{" "}
              <InlineText text={response.description} />
            </p>
            {headers.length > 0 && (
              <p className={styles.responseMeta}>
                Headers:{" "}
                {headers.map((name, index) => (
                  <Fragment key={name}>
                    {index > 0 && ", "}
                    <a href={`#${headerAnchor(name)}`}>{name}</a>
                  </Fragment>
                ))}
              </p>
            )}
            {response.content ? (
              <MediaContent document={document} content={response.content} withExample={success} />
            ) : (
              <p className={styles.responseMeta}>No body.</p>
            )}
          </li>
        );
      })}
    </ul>
  );
}
