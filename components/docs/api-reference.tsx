import type { OpenAPIObject, SchemaObject } from "openapi3-ts/oas31";
import styles from "./api-reference.module.css";
import { collectResponseHeaders, headerAnchor } from "./collect-response-headers";
import { ContentsNav } from "./contents-nav";
import type { ContentsSection } from "./filter-contents";
import { groupOperations, serverPath } from "./group-operations";
import { OperationSection, securitySchemeLabel } from "./operation-section";
import { Prose } from "./prose";
import { resolveRef } from "./resolve-ref";
import { Field, SchemaBody, schemaAnchor } from "./schema-view";

/**
 * The API reference, rendered on the server from the OpenAPI document itself: every operation
 * by tag, the webhooks the API sends, and the named schemas once each (operations link to
 * them). Only the contents' filter runs in the browser.
 */
export function ApiReference({ document, specUrl }: { document: OpenAPIObject; specUrl: string }) {
  const { groups, webhooks } = groupOperations(document);
  const schemas = Object.entries(document.components?.schemas ?? {}).map(
    ([name, schema]) => [name, resolveRef<SchemaObject>(document, schema)] as const,
  );
  const securitySchemes = Object.keys(document.components?.securitySchemes ?? {});
  const responseHeaders = collectResponseHeaders(document);
  const contents: ContentsSection[] = [
    ...(securitySchemes.length > 0 ? [{ id: "authentication", title: "Authentication", entries: [] }] : []),
    ...groups.map((group) => ({
      id: group.id,
      title: group.name,
      entries: group.operations.map((entry) => ({
        id: entry.id,
        label: entry.operation.summary ?? entry.path,
        method: entry.method,
        path: entry.path,
      })),
    })),
    ...(webhooks.length > 0
      ? [{ id: "webhook-deliveries", title: "Webhook deliveries", entries: webhooks.map((entry) => ({ id: entry.id, label: entry.path })) }]
      : []),
    ...(responseHeaders.length > 0
      ? [
          {
            id: "response-headers",
            title: "Response headers",
            entries: responseHeaders.map(({ name }) => ({ id: headerAnchor(name), label: name })),
          },
        ]
      : []),
    ...(schemas.length > 0
      ? [{ id: "schemas", title: "Schemas", entries: schemas.map(([name]) => ({ id: schemaAnchor(name), label: name })) }]
      : []),
  ];

  return (
    <div lang="en" className={styles.page}>
      <a href="#main" className={styles.skip}>
        Skip to the reference
      </a>
      <header className={styles.header}>
        <h1>{document.info.title}</h1>
        <p className={styles.version}>
          Version {document.info.version} · OpenAPI {document.openapi} · <a href={specUrl}>the OpenAPI document (JSON)</a>
        </p>
        <Prose text={document.info.description} />
        {serverPath(document) && (
          <p>
            Base path: <code>{serverPath(document)}</code>
          </p>
        )}
      </header>
      <div className={styles.layout}>
        <ContentsNav sections={contents} />
        <main id="main" tabIndex={-1} className={styles.main}>
          {securitySchemes.length > 0 && (
            <section id="authentication" aria-labelledby="authentication-title">
              <h2 id="authentication-title">Authentication</h2>
              {securitySchemes.map((name) => (
                <div key={name} id={`security-${name}`}>
                  <p>
                    <strong>{securitySchemeLabel(document, name)}</strong> (<code>{name}</code>)
                  </p>
                  <Prose text={resolveRef(document, document.components!.securitySchemes![name]!).description} />
                </div>
              ))}
            </section>
          )}
          {groups.map((group) => (
            <section key={group.id} id={group.id} aria-labelledby={`${group.id}-title`}>
              <h2 id={`${group.id}-title`}>{group.name}</h2>
              <Prose text={group.description} />
              {group.operations.map((entry) => (
                <OperationSection key={entry.id} document={document} entry={entry} />
              ))}
            </section>
          ))}
          {webhooks.length > 0 && (
            <section id="webhook-deliveries" aria-labelledby="webhook-deliveries-title">
              <h2 id="webhook-deliveries-title">Webhook deliveries</h2>
              <p>What the API sends to the URL of a registered webhook, one event per request.</p>
              {webhooks.map((entry) => (
                <OperationSection key={entry.id} document={document} entry={entry} webhook />
              ))}
            </section>
          )}
          {responseHeaders.length > 0 && (
            <section id="response-headers" aria-labelledby="response-headers-title">
              <h2 id="response-headers-title">Response headers</h2>
              <p>The headers the answers above carry, described once each.</p>
              {responseHeaders.map(({ name, definitions }) => (
                <section key={name} id={headerAnchor(name)} aria-labelledby={`${headerAnchor(name)}-title`} className={styles.entry}>
                  <h3 id={`${headerAnchor(name)}-title`}>{name}</h3>
                  <ul className={styles.fields}>
                    {definitions.map((header, index) => (
                      <Field
                        key={index}
                        name={name}
                        schema={header.schema ?? {}}
                        required={header.required ?? false}
                        description={header.description}
                      />
                    ))}
                  </ul>
                </section>
              ))}
            </section>
          )}
          {schemas.length > 0 && (
            <section id="schemas" aria-labelledby="schemas-title">
              <h2 id="schemas-title">Schemas</h2>
              {schemas.map(([name, schema]) => (
                <section key={name} id={schemaAnchor(name)} aria-labelledby={`${schemaAnchor(name)}-title`} className={styles.entry}>
                  <h3 id={`${schemaAnchor(name)}-title`}>{name}</h3>
                  {schema.properties && <Prose text={schema.description} />}
                  <SchemaBody schema={schema} />
                </section>
              ))}
            </section>
          )}
        </main>
      </div>
    </div>
  );
}
