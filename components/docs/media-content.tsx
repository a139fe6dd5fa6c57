import type { ContentObject, ExampleObject, OpenAPIObject } from "openapi3-ts/oas31";
import styles from "./api-reference.module.css";
import { resolveRef } from "./resolve-ref";
import { schemaExample } from "./schema-example";
import { SchemaBody } from "./schema-view";

/**
 * A request or response body in each of its media types: the schema, and an example (the
 * document's own, else one made from the schema, said so) when `withExample` asks for one.
 */
export function MediaContent({
  document,
  content,
  withExample,
}: {
  document: OpenAPIObject;
  content: ContentObject;
  withExample: boolean;
}) {
  return Object.entries(content).map(([mediaType, media]) => {
    const examples = Object.entries(media.examples ?? {}).map(([name, example]) => {
      const resolved = resolveRef<ExampleObject>(document, example);
      return { title: `Example: ${resolved.summary ?? name}`, value: resolved.value };
    });
    if (media.example !== undefined) examples.push({ title: "Example", value: media.example });
    if (withExample && examples.length === 0 && media.schema && !mediaType.startsWith("multipart/")) {
      examples.push({ title: "Example (made from the schema)", value: schemaExample(document, media.schema) });
    }
    return (
      <div key={mediaType} className={styles.media}>
        {media.schema ? (
          <SchemaBody schema={media.schema} label={<code className={styles.mediaType}>{mediaType}</code>} />
        ) : (
          <p className={styles.bodyType}>
            <code className={styles.mediaType}>{mediaType}</code>
          </p>
        )}
        {examples.map((example) => (
          <details key={example.title} className={styles.example}>
            <summary>{example.title}</summary>
            <pre>
              <code>{typeof example.value === "string" ? example.value : JSON.stringify(example.value, null, 2)}</code>
            </pre>
          </details>
        ))}
      </div>
    );
  });
}
