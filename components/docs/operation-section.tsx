import { Fragment } from "react";
import type { OpenAPIObject, RequestBodyObject, SecurityRequirementObject } from "openapi3-ts/oas31";
import styles from "./api-reference.module.css";
import type { DocumentedOperation } from "./group-operations";
import { MediaContent } from "./media-content";
import { MethodBadge } from "./method-badge";
import { Prose } from "./prose";
import { resolveRef } from "./resolve-ref";
import { ResponseList } from "./response-list";
import { Field } from "./schema-view";

/** One operation: what to call, with what, and every answer it can give. */
export function OperationSection({
  document,
  entry,
  webhook = false,
}: {
  document: OpenAPIObject;
  entry: DocumentedOperation;
  webhook?: boolean;
}) {
  const { operation } = entry;
  const requestBody = operation.requestBody && resolveRef<RequestBodyObject>(document, operation.requestBody);
  const titleId = `${entry.id}-title`;
  return (
    <section id={entry.id} aria-labelledby={titleId} className={styles.entry}>
      <h3 id={titleId}>
        <a href={`#${entry.id}`} className={styles.anchor}>
          {operation.summary ?? `${entry.method.toUpperCase()} ${entry.path}`}
        </a>
      </h3>
      <p className={styles.endpoint}>
        <MethodBadge method={entry.method} /> <PathText path={entry.path} />
        {webhook && <span className={styles.fieldFlag}> sent to the URL you registered</span>}
        {operation.deprecated && <strong className={styles.deprecated}> deprecated</strong>}
      </p>
      <Prose text={operation.description} />
      {!webhook && <Authentication document={document} requirements={operation.security ?? document.security ?? []} />}

      {entry.parameters.length > 0 && (
        <>
          <h4>{webhook ? "Headers" : "Parameters"}</h4>
          <ul className={styles.fields}>
            {entry.parameters.map((parameter) => (
              <Field
                key={`${parameter.in}:${parameter.name}`}
                name={parameter.name}
                schema={parameter.schema ?? {}}
                required={parameter.required ?? false}
                location={webhook ? undefined : parameter.in}
                description={parameter.description}
              />
            ))}
          </ul>
        </>
      )}

      {requestBody && (
        <>
          <h4>{webhook ? "Payload" : "Request body"}</h4>
          <Prose text={requestBody.description} />
          <MediaContent document={document} content={requestBody.content} withExample />
        </>
      )}

      <h4>{webhook ? "Your answer" : "Responses"}</h4>
      <ResponseList document={document} responses={operation.responses ?? {}} />
    </section>
  );
}

function Authentication({ document, requirements }: { document: OpenAPIObject; requirements: SecurityRequirementObject[] }) {
  const alternatives = requirements.filter((requirement) => Object.keys(requirement).length > 0);
  return (
    <p className={styles.auth}>
      <span className={styles.label}>Authentication: </span>
      {alternatives.length === 0
        ? "none needed"
        : alternatives.map((requirement, index) => (
            <span key={index}>
              {index > 0 && " or "}
              {Object.entries(requirement).map(([name, scopes], part) => (
                <span key={name}>
                  {part > 0 && " and "}
                  <a href={`#security-${name}`}>{securitySchemeLabel(document, name)}</a>
                  {scopes.length > 0 && ` (${scopes.join(", ")})`}
                </span>
              ))}
            </span>
          ))}
      {alternatives.length > 0 && alternatives.length < requirements.length && " (optional)"}
    </p>
  );
}

/** `Bearer token`, `API key in header X-Key`: what a caller sends for this scheme. */
export function securitySchemeLabel(document: OpenAPIObject, name: string): string {
  const scheme = document.components?.securitySchemes?.[name];
  if (!scheme) return name;
  const resolved = resolveRef(document, scheme);
  if (resolved.type === "http")
    return resolved.scheme?.toLowerCase() === "bearer" ? "Bearer token" : `HTTP ${resolved.scheme ?? ""} authentication`.trim();
  if (resolved.type === "apiKey") return `API key in ${resolved.in} ${resolved.name}`;
  return `${resolved.type} (${name})`;
}

/** A path that breaks after a slash on a narrow screen rather than inside a word. */
function PathText({ path }: { path: string }) {
  return (
    <code>
      {path.split("/").map((segment, index) => (
        <Fragment key={index}>
          {index > 0 && (
            <>
              /<wbr />
            </>
          )}
          {segment}
        </Fragment>
      ))}
    </code>
  );
}
